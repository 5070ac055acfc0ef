/*
 * pango_bench.c — reference timings for Galley's text-layout benchmark.
 *
 * For each corpus file named on the command line this measures, in one
 * process on one machine:
 *
 *   pango.rewrap_us_per_width  Pango re-wrap cost: text set once on a
 *                              PangoLayout, then for every width 50..800 pt
 *                              (step 1) set_width + get_size.  Mean µs per
 *                              width of the median sweep.
 *   pango.cold_us              set_text + get_size at width 400 on a brand
 *                              new PangoLayout (font caches already warm).
 *                              Median of several fresh layouts.
 *   pango.first_us             The very first such layout in the process,
 *                              font loading included (first corpus only).
 *   harfbuzz.shape_us          hb_buffer_clear_contents + add_utf8 + segment
 *                              properties + hb_shape of the whole text with
 *                              HarfBuzz alone.  Median of many runs.
 *
 * Output (stdout): "<metric> <corpus-name> <value>", one per line.
 * Diagnostics (stderr): face actually used by Pango, line count and size at
 * width 400, glyph count from HarfBuzz.
 *
 * Units: Galley treats 1 pt as 1 layout unit.  To match, the Pango context
 * runs at 72 dpi and the font is given an absolute size of 17 device units,
 * so pango_layout_set_width(w * PANGO_SCALE) means "w pt".
 *
 * Only the fonts named with -f are visible (pango_context.h): a fresh
 * FcConfig (no config files, no system font dirs) with just those files
 * registered, in order, is installed on the Pango font map; text is set in
 * the family of the first (Inter) and falls back through the others, as
 * Galley's text falls back from Inter to its script fonts.  Hinting is off
 * and glyph positions are not rounded, so all sizes are unhinted,
 * subpixel-positioned values.  HarfBuzz alone shapes with the first file.
 *
 * Usage: pango_bench [-f font]... [-s sweeps] [-n shape-runs] corpus...
 *        (-f is repeatable; default Fonts/Inter-Regular.otf alone)
 */

#define _XOPEN_SOURCE 700 /* realpath, strdup, getopt, clock_gettime */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>

#include "pango_context.h"

#define FONT_SIZE_PT 17.0
#define WIDTH_MIN 50
#define WIDTH_MAX 800
#define COLD_WIDTH 400
#define COLD_RUNS 21

/* ---------------------------------------------------------------- utils */

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median of v[0..n-1]; sorts v in place. */
static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return (n % 2) ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static void die(const char *msg, const char *arg)
{
    fprintf(stderr, "pango_bench: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    exit(1);
}

/* Read a whole file; strip trailing newlines so the text is one paragraph. */
static char *read_text(const char *path, size_t *len_out)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        die(strerror(errno), path);
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len + 1 == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (!buf)
        die("out of memory", NULL);
    while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
        len--;
    buf[len] = '\0';
    *len_out = len;
    return buf;
}

/* "Benchmarks/Corpus/thousand-words.txt" -> "thousand-words" */
static char *corpus_name(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    char *name = strdup(base);
    char *dot = strrchr(name, '.');
    if (dot && dot != name)
        *dot = '\0';
    return name;
}

/* ---------------------------------------------------------------- pango */

static PangoLayout *new_layout(PangoContext *ctx)
{
    PangoLayout *layout = pango_layout_new(ctx);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    return layout;
}

/*
 * Walk every run of a laid-out paragraph and check that each one was shaped
 * with one of the given files (nothing else is registered, so anything else
 * would be a fontconfig surprise).  Prints the first run's face description
 * and file, and how many runs each file shaped.  Returns 1 when all runs use
 * a given file.
 */
static int verify_face(PangoLayout *layout, const char *const *fonts, int font_count, const char *name)
{
    char **want = calloc((size_t)font_count, sizeof *want);
    int *uses = calloc((size_t)font_count, sizeof *uses);
    for (int i = 0; i < font_count; i++)
        want[i] = realpath(fonts[i], NULL);
    int ok = 1, runs = 0;
    char *first_desc = NULL, *first_file = NULL;

    PangoLayoutIter *it = pango_layout_get_iter(layout);
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(it);
        if (!run)
            continue; /* end of line */
        runs++;
        PangoFont *font = run->item->analysis.font;
        PangoFontDescription *d = pango_font_describe(font);
        char *desc = pango_font_description_to_string(d);
        const char *file = galley_pango_font_file(font);
        char *got = file ? realpath(file, NULL) : NULL;

        int which = -1;
        for (int i = 0; got && i < font_count && which < 0; i++)
            if (want[i] && strcmp(got, want[i]) == 0)
                which = i;
        if (which < 0)
            ok = 0;
        else
            uses[which]++;
        if (!first_desc) {
            first_desc = strdup(desc);
            first_file = strdup(file ? file : "?");
        }
        free(got);
        g_free(desc);
        pango_font_description_free(d);
    } while (pango_layout_iter_next_run(it));
    pango_layout_iter_free(it);

    const char *verdict = !ok ? "WARNING: some run uses another font"
                          : font_count == 1 ? "all runs use the bundled font"
                                            : "all runs use the given fonts";
    fprintf(stderr, "[%s] pango face: \"%s\" file=%s (%d runs, %s)\n", name,
            first_desc ? first_desc : "?", first_file ? first_file : "?", runs, verdict);
    if (font_count > 1) {
        fprintf(stderr, "[%s] pango runs per file:", name);
        for (int i = 0; i < font_count; i++)
            if (uses[i]) {
                const char *base = strrchr(fonts[i], '/');
                fprintf(stderr, " %s %d", base ? base + 1 : fonts[i], uses[i]);
            }
        fputc('\n', stderr);
    }
    free(first_desc);
    free(first_file);
    for (int i = 0; i < font_count; i++)
        free(want[i]);
    free(want);
    free(uses);
    return ok;
}

/* set_text + get_size at COLD_WIDTH on a fresh layout; returns µs. */
static double time_cold_layout(PangoContext *ctx, const char *text, int len)
{
    PangoLayout *layout = new_layout(ctx);
    pango_layout_set_width(layout, COLD_WIDTH * PANGO_SCALE);
    int w, h;
    double t0 = now_us();
    pango_layout_set_text(layout, text, len);
    pango_layout_get_size(layout, &w, &h);
    double t1 = now_us();
    g_object_unref(layout);
    return t1 - t0;
}

static void bench_pango(PangoContext *ctx, const char *const *fonts, int font_count, const char *name,
                        const char *text, int len, int sweeps, int report_first)
{
    /* Very first layout in the process pays for font loading; report it once. */
    double first = time_cold_layout(ctx, text, len);
    if (report_first)
        printf("pango.first_us %s %.1f\n", name, first);

    double cold[COLD_RUNS];
    for (int i = 0; i < COLD_RUNS; i++)
        cold[i] = time_cold_layout(ctx, text, len);
    printf("pango.cold_us %s %.1f\n", name, median(cold, COLD_RUNS));

    /* Sanity figures at width 400 plus face verification. */
    PangoLayout *layout = new_layout(ctx);
    pango_layout_set_text(layout, text, len);
    pango_layout_set_width(layout, COLD_WIDTH * PANGO_SCALE);
    PangoRectangle ink, logical;
    pango_layout_get_extents(layout, &ink, &logical);
    fprintf(stderr, "[%s] pango @%dpt: %d lines, size %.3f x %.3f pt\n", name, COLD_WIDTH,
            pango_layout_get_line_count(layout),
            logical.width / (double)PANGO_SCALE, logical.height / (double)PANGO_SCALE);
    verify_face(layout, fonts, font_count, name);

    /*
     * Re-wrap sweep.  The text is set once; each step changes only the
     * width and asks for the size, which forces Pango to re-lay-out.
     * (Pango skips relayout when the width is unchanged, and consecutive
     * widths always differ, so every step does real work.)
     */
    const int nwidths = WIDTH_MAX - WIDTH_MIN + 1;
    double *per_width = malloc(sizeof(double) * (size_t)sweeps);
    long checksum = 0; /* keeps the results observable */
    for (int s = 0; s < sweeps; s++) {
        double t0 = now_us();
        for (int w = WIDTH_MIN; w <= WIDTH_MAX; w++) {
            int pw, ph;
            pango_layout_set_width(layout, w * PANGO_SCALE);
            pango_layout_get_size(layout, &pw, &ph);
            checksum += ph;
        }
        per_width[s] = (now_us() - t0) / nwidths;
    }
    printf("pango.rewrap_us_per_width %s %.1f\n", name, median(per_width, sweeps));
    fprintf(stderr, "[%s] pango sweep: %d sweeps x %d widths (checksum %ld)\n", name, sweeps,
            nwidths, checksum);
    free(per_width);
    g_object_unref(layout);
}

/* ------------------------------------------------------------- harfbuzz */

static void bench_harfbuzz(hb_font_t *font, const char *name, const char *text, int len, int runs)
{
    hb_buffer_t *buf = hb_buffer_create();
    hb_language_t en = hb_language_from_string("en", -1);
    double *t = malloc(sizeof(double) * (size_t)runs);

    for (int i = -3; i < runs; i++) { /* three untimed warm-up runs */
        double t0 = now_us();
        hb_buffer_clear_contents(buf);
        hb_buffer_add_utf8(buf, text, len, 0, len);
        hb_buffer_set_direction(buf, HB_DIRECTION_LTR);
        hb_buffer_set_script(buf, HB_SCRIPT_LATIN);
        hb_buffer_set_language(buf, en);
        hb_buffer_guess_segment_properties(buf); /* no-op for the fields set above */
        hb_shape(font, buf, NULL, 0);
        double t1 = now_us();
        if (i >= 0)
            t[i] = t1 - t0;
    }
    printf("harfbuzz.shape_us %s %.1f\n", name, median(t, runs));

    /* Total advance in pt at FONT_SIZE_PT, for eyeballing against Galley. */
    unsigned int n;
    hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buf, &n);
    double advance = 0;
    for (unsigned int i = 0; i < n; i++)
        advance += pos[i].x_advance;
    double upem = hb_face_get_upem(hb_font_get_face(font));
    fprintf(stderr, "[%s] harfbuzz: %u glyphs, single-line advance %.3f pt, %d runs\n", name, n,
            advance * FONT_SIZE_PT / upem, runs);

    free(t);
    hb_buffer_destroy(buf);
}

static hb_font_t *make_hb_font(const char *font_path)
{
    hb_blob_t *blob = hb_blob_create_from_file(font_path);
    if (hb_blob_get_length(blob) == 0)
        die("harfbuzz could not read font", font_path);
    hb_face_t *face = hb_face_create(blob, 0);
    hb_font_t *font = hb_font_create(face); /* hb-ot font functions by default */
    unsigned int upem = hb_face_get_upem(face);
    hb_font_set_scale(font, (int)upem, (int)upem);
    hb_face_destroy(face);
    hb_blob_destroy(blob);
    return font;
}

/* ----------------------------------------------------------------- main */

/*
 * -w: what `render measure --widths 50:800:1` does, as a whole process:
 * the text laid out once at each width from WIDTH_MIN to WIDTH_MAX, every
 * line's size asked for, nothing printed but a checksum on stderr. Run by
 * Scripts/benchmark-measure against the render command.
 */
static int widths_only(PangoContext *ctx, const char *path)
{
    size_t len;
    char *text = read_text(path, &len);
    PangoLayout *layout = new_layout(ctx);
    pango_layout_set_text(layout, text, (int)len);
    long checksum = 0;
    for (int w = WIDTH_MIN; w <= WIDTH_MAX; w++) {
        int pw, ph;
        pango_layout_set_width(layout, w * PANGO_SCALE);
        pango_layout_get_size(layout, &pw, &ph);
        checksum += ph + pango_layout_get_line_count(layout);
    }
    fprintf(stderr, "pango widths: %d widths (checksum %ld)\n", WIDTH_MAX - WIDTH_MIN + 1, checksum);
    g_object_unref(layout);
    free(text);
    return 0;
}

int main(int argc, char **argv)
{
    const char **fonts = calloc((size_t)argc + 1, sizeof *fonts);
    int font_count = 0, sweeps = 5, shape_runs = 50, opt, widths = 0;

    while ((opt = getopt(argc, argv, "f:s:n:w")) != -1) {
        switch (opt) {
        case 'w': widths = 1; break;
        case 'f': fonts[font_count++] = optarg; break;
        case 's': sweeps = atoi(optarg); break;
        case 'n': shape_runs = atoi(optarg); break;
        default:
            fprintf(stderr, "usage: %s [-w] [-f font]... [-s sweeps] [-n shape-runs] corpus...\n", argv[0]);
            return 2;
        }
    }
    if (optind >= argc || sweeps < 1 || shape_runs < 1) {
        fprintf(stderr, "usage: %s [-w] [-f font]... [-s sweeps] [-n shape-runs] corpus...\n", argv[0]);
        return 2;
    }
    if (font_count == 0)
        fonts[font_count++] = "Fonts/Inter-Regular.otf";
    for (int i = 0; i < font_count; i++)
        if (access(fonts[i], R_OK) != 0)
            die(strerror(errno), fonts[i]);

    if (widths) {
        PangoContext *widths_ctx = galley_pango_context("pango_bench", fonts, font_count, FONT_SIZE_PT);
        int status = widths_only(widths_ctx, argv[optind]);
        g_object_unref(widths_ctx);
        free(fonts);
        return status;
    }
    fprintf(stderr, "pango %s, harfbuzz %s, font %s%s at %.0f pt (72 dpi, unhinted)\n",
            pango_version_string(), hb_version_string(), fonts[0],
            font_count > 1 ? " with fallbacks" : "", FONT_SIZE_PT);
    for (int i = 1; i < font_count; i++)
        fprintf(stderr, "  fallback %d: %s\n", i, fonts[i]);

    PangoContext *ctx = galley_pango_context("pango_bench", fonts, font_count, FONT_SIZE_PT);
    hb_font_t *hb_font = make_hb_font(fonts[0]);

    for (int i = optind; i < argc; i++) {
        size_t len;
        char *text = read_text(argv[i], &len);
        char *name = corpus_name(argv[i]);
        bench_pango(ctx, fonts, font_count, name, text, (int)len, sweeps, i == optind);
        bench_harfbuzz(hb_font, name, text, (int)len, shape_runs);
        fflush(stdout);
        free(name);
        free(text);
    }

    hb_font_destroy(hb_font);
    g_object_unref(ctx);
    free(fonts);
    return 0;
}
