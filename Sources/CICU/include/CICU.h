// Un-renamed entry points into ICU's C API.
//
// ICU's headers rename every function with the library version
// (`ubrk_open` becomes `ubrk_open_72`), which Swift cannot see through.
// These wrappers are compiled against the installed headers, so they call
// whichever version is present.
//
// They are ordinary functions in CICU.c rather than `static inline` ones in
// this header: this header must not include ICU's, because Foundation on
// Linux imports its own copy of ICU's headers (`_FoundationICU`) whose types
// share the names of the system's, and a Swift module that sees both fails
// to build. So only plain C types appear here.
#ifndef GALLEY_CICU_H
#define GALLEY_CICU_H

#include <stdint.h>

/// An ICU break iterator (`UBreakIterator`).
typedef struct GalleyBreakIterator GalleyBreakIterator;

/// The kinds of break iterator, as ICU's `UBreakIteratorType` numbers them.
typedef enum {
    GalleyBreakCharacter = 0,
    GalleyBreakWord = 1,
    GalleyBreakLine = 2,
    GalleyBreakSentence = 3,
} GalleyBreakType;

/// `UBRK_DONE`: the iterator has no further boundary.
#define GALLEY_BREAK_DONE (-1)

/// Opens an iterator for the root locale over no text; NULL on failure.
GalleyBreakIterator *_Nullable galley_ubrk_open(GalleyBreakType type);
void galley_ubrk_close(GalleyBreakIterator *_Nonnull iterator);
/// Points the iterator at `text`; returns 0 on success.
int32_t galley_ubrk_setText(GalleyBreakIterator *_Nonnull iterator, const uint16_t *_Nonnull text, int32_t length);
int32_t galley_ubrk_first(GalleyBreakIterator *_Nonnull iterator);
int32_t galley_ubrk_next(GalleyBreakIterator *_Nonnull iterator);
int32_t galley_ubrk_preceding(GalleyBreakIterator *_Nonnull iterator, int32_t offset);
/// Whether the boundary the iterator is at is a mandatory line break
/// (its rule status is in ICU's `UBRK_LINE_HARD` range).
int32_t galley_ubrk_isHardLineBreak(GalleyBreakIterator *_Nonnull iterator);

/// Resolves the bidirectional embedding levels of `text` (UAX #9) into
/// `levels`, one per UTF-16 code unit, with ICU's ubidi. The paragraph
/// level of each paragraph comes from its first strong character; one
/// without any takes `defaultLevel` (0 left to right, 1 right to left).
/// `paragraphLevels` receives, per code unit, the level of the paragraph
/// it is in. Returns 0 on success, else ICU's error code.
int32_t galley_ubidi_levels(const uint16_t *_Nonnull text, int32_t length, uint8_t defaultLevel,
                            uint8_t *_Nonnull levels, uint8_t *_Nonnull paragraphLevels);

/// Emoji properties of a code point, as bits.
#define GALLEY_EMOJI 1
#define GALLEY_EMOJI_PRESENTATION 2
#define GALLEY_EMOJI_MODIFIER 4
#define GALLEY_EMOJI_MODIFIER_BASE 8
#define GALLEY_REGIONAL_INDICATOR 16
#define GALLEY_EXTENDED_PICTOGRAPHIC 32

/// The `GALLEY_…` emoji bits that hold for `scalar`.
int32_t galley_emojiProperties(uint32_t scalar);

#endif
