#include "CICU.h"

#include <unicode/ubrk.h>
#include <unicode/utypes.h>

GalleyBreakIterator *galley_ubrk_open(GalleyBreakType type) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open((UBreakIteratorType)type, "", NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    return (GalleyBreakIterator *)iterator;
}

void galley_ubrk_close(GalleyBreakIterator *iterator) {
    ubrk_close((UBreakIterator *)iterator);
}

int32_t galley_ubrk_setText(GalleyBreakIterator *iterator, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &status);
    return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t galley_ubrk_first(GalleyBreakIterator *iterator) {
    return ubrk_first((UBreakIterator *)iterator);
}

int32_t galley_ubrk_next(GalleyBreakIterator *iterator) {
    return ubrk_next((UBreakIterator *)iterator);
}

int32_t galley_ubrk_preceding(GalleyBreakIterator *iterator, int32_t offset) {
    return ubrk_preceding((UBreakIterator *)iterator, offset);
}

int32_t galley_ubrk_isHardLineBreak(GalleyBreakIterator *iterator) {
    int32_t status = ubrk_getRuleStatus((UBreakIterator *)iterator);
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}
