#include "CICU.h"

#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
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

int32_t galley_ubidi_levels(const uint16_t *text, int32_t length, uint8_t defaultLevel,
                            uint8_t *levels, uint8_t *paragraphLevels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return (int32_t)status;
    UBiDiLevel paragraphLevel = defaultLevel ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR;
    ubidi_setPara(bidi, (const UChar *)text, length, paragraphLevel, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return (int32_t)status;
    }
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || !resolved) {
        ubidi_close(bidi);
        return U_FAILURE(status) ? (int32_t)status : -1;
    }
    for (int32_t index = 0; index < length; index++) levels[index] = resolved[index];
    int32_t count = ubidi_countParagraphs(bidi);
    for (int32_t paragraph = 0; paragraph < count; paragraph++) {
        int32_t start = 0, limit = 0;
        UBiDiLevel level = 0;
        ubidi_getParagraphByIndex(bidi, paragraph, &start, &limit, &level, &status);
        if (U_FAILURE(status)) break;
        for (int32_t index = start; index < limit && index < length; index++) paragraphLevels[index] = level;
    }
    ubidi_close(bidi);
    return U_FAILURE(status) ? (int32_t)status : 0;
}

int32_t galley_emojiProperties(uint32_t scalar) {
    UChar32 c = (UChar32)scalar;
    int32_t bits = 0;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI)) bits |= GALLEY_EMOJI;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) bits |= GALLEY_EMOJI_PRESENTATION;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_MODIFIER)) bits |= GALLEY_EMOJI_MODIFIER;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_MODIFIER_BASE)) bits |= GALLEY_EMOJI_MODIFIER_BASE;
    if (u_hasBinaryProperty(c, UCHAR_REGIONAL_INDICATOR)) bits |= GALLEY_REGIONAL_INDICATOR;
    if (u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC)) bits |= GALLEY_EXTENDED_PICTOGRAPHIC;
    return bits;
}
