/*
 * pango_lines.c — how Pango breaks a paragraph into lines, as an oracle for
 * Galley's tests.
 *
 *   pango_lines -f FONT [-f FONT]... [-s SIZE] [-w WIDTH] [-m MODE] (-t TEXT | FILE)
 *
 *   -f FONT   a font file; repeatable. Only these files are visible (see
 *             pango_context.h); text is set in the family of the first, and
 *             fontconfig falls back through the others.
 *   -s SIZE   font size in points (default 17); 72 dpi, so 1 pt = 1 unit.
 *   -w WIDTH  the line width in points; negative or absent: no wrapping.
 *   -m MODE   word-char (default), word or char: Pango's wrap mode.
 *             word-char breaks at word boundaries and, for a word wider
 *             than the line, between characters (grapheme clusters), as
 *             Galley does. No hyphen is inserted at such a break.
 *   -t TEXT   the text; else the contents of FILE (trailing newlines are
 *             dropped, so a file is one paragraph unless it has newlines
 *             inside).
 *
 * Output (stdout), one JSON object:
 *
 *   {"pango": "1.50.12", "width": W, "line_count": N, "size": [w, h],
 *    "lines": [{"start": B, "length": L, "text": "...", "width": w,
 *               "runs": [{"text": "...", "rtl": false, "font": "/path"}]}]}
 *
 * `start` and `length` are UTF-8 byte offsets into the text; a line's
 * `width` is its logical width in points (trailing spaces included, as
 * Pango measures it); `size` is the layout's logical size.
 */

#define _XOPEN_SOURCE 700 /* getopt */

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "pango_context.h"

static const char *program = "pango_lines";

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        galley_pango_die(program, strerror(errno), path);
    size_t capacity = 1 << 14, length = 0, got;
    char *buffer = malloc(capacity);
    while (buffer && (got = fread(buffer + length, 1, capacity - length - 1, f)) > 0) {
        length += got;
        if (length + 1 == capacity)
            buffer = realloc(buffer, capacity *= 2);
    }
    fclose(f);
    if (!buffer)
        galley_pango_die(program, "out of memory", NULL);
    buffer[length] = '\0';
    return buffer;
}

/* Writes `length` bytes of `s` as a JSON string, quotes included. */
static void put_json_string(const char *s, int length)
{
    putchar('"');
    for (int i = 0; i < length; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"': fputs("\\\"", stdout); break;
        case '\\': fputs("\\\\", stdout); break;
        case '\n': fputs("\\n", stdout); break;
        case '\r': fputs("\\r", stdout); break;
        case '\t': fputs("\\t", stdout); break;
        default:
            if (c < 0x20)
                printf("\\u%04x", c);
            else
                putchar(c);
        }
    }
    putchar('"');
}

static void usage(void)
{
    fprintf(stderr, "usage: %s -f font [-f font]... [-s size] [-w width] [-m word-char|word|char] (-t text | file)\n",
            program);
    exit(2);
}

int main(int argc, char **argv)
{
    const char **fonts = calloc((size_t)argc, sizeof *fonts);
    int font_count = 0, opt;
    double size = 17, width = -1;
    const char *text = NULL;
    PangoWrapMode mode = PANGO_WRAP_WORD_CHAR;

    while ((opt = getopt(argc, argv, "f:s:w:m:t:")) != -1) {
        switch (opt) {
        case 'f': fonts[font_count++] = optarg; break;
        case 's': size = atof(optarg); break;
        case 'w': width = atof(optarg); break;
        case 't': text = optarg; break;
        case 'm':
            if (strcmp(optarg, "word-char") == 0)
                mode = PANGO_WRAP_WORD_CHAR;
            else if (strcmp(optarg, "word") == 0)
                mode = PANGO_WRAP_WORD;
            else if (strcmp(optarg, "char") == 0)
                mode = PANGO_WRAP_CHAR;
            else
                usage();
            break;
        default: usage();
        }
    }
    if (font_count == 0 || size <= 0 || (text == NULL) == (optind >= argc) || optind + (text ? 0 : 1) != argc)
        usage();
    for (int i = 0; i < font_count; i++)
        if (access(fonts[i], R_OK) != 0)
            galley_pango_die(program, strerror(errno), fonts[i]);

    char *owned = NULL;
    if (!text) {
        owned = read_file(argv[optind]);
        size_t n = strlen(owned);
        while (n > 0 && (owned[n - 1] == '\n' || owned[n - 1] == '\r'))
            owned[--n] = '\0';
        text = owned;
    }
    if (!g_utf8_validate(text, -1, NULL))
        galley_pango_die(program, "the text is not valid UTF-8", NULL);

    PangoContext *context = galley_pango_context(program, fonts, font_count, size);
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_wrap(layout, mode);
    /* Pango 1.44+ inserts a hyphen where it breaks inside a word; Galley does not. */
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(FALSE));
    pango_layout_set_attributes(layout, attributes);
    pango_attr_list_unref(attributes);
    if (width >= 0)
        pango_layout_set_width(layout, (int)(width * PANGO_SCALE + 0.5));
    pango_layout_set_text(layout, text, -1);

    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    printf("{\"pango\": \"%s\", \"width\": %.6f, \"line_count\": %d, \"size\": [%.6f, %.6f],\n \"lines\": [",
           pango_version_string(), width, pango_layout_get_line_count(layout),
           logical.width / (double)PANGO_SCALE, logical.height / (double)PANGO_SCALE);

    GSList *lines = pango_layout_get_lines_readonly(layout);
    for (GSList *l = lines; l; l = l->next) {
        PangoLayoutLine *line = l->data;
        PangoRectangle extents;
        pango_layout_line_get_extents(line, NULL, &extents);
        printf("%s\n  {\"start\": %d, \"length\": %d, \"width\": %.6f, \"text\": ", l == lines ? "" : ",",
               line->start_index, line->length, extents.width / (double)PANGO_SCALE);
        put_json_string(text + line->start_index, line->length);
        fputs(", \"runs\": [", stdout);
        /* Runs in visual order, as Pango keeps them. */
        for (GSList *r = line->runs; r; r = r->next) {
            PangoLayoutRun *run = r->data;
            PangoItem *item = run->item;
            const char *file = galley_pango_font_file(item->analysis.font);
            fputs(r == line->runs ? "{\"text\": " : ", {\"text\": ", stdout);
            put_json_string(text + item->offset, item->length);
            printf(", \"rtl\": %s, \"font\": ", (item->analysis.level & 1) ? "true" : "false");
            put_json_string(file ? file : "", file ? (int)strlen(file) : 0);
            putchar('}');
        }
        putchar(']');
        putchar('}');
    }
    puts("]}");

    g_object_unref(layout);
    g_object_unref(context);
    free(owned);
    free(fonts);
    return 0;
}
