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
 * Only the bundled font is visible: a fresh FcConfig (no config files, no
 * system font dirs) with just that file registered is installed on the
 * Pango font map.  Hinting is off and glyph positions are not rounded, so
 * all sizes are unhinted, subpixel-positioned values.
 *
 * Usage: pango_bench [-f font.otf] [-s sweeps] [-n shape-runs] corpus...
 */

#define _XOPEN_SOURCE 700 /* realpath, strdup, getopt, clock_gettime */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>

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

/*
 * A Pango context that can only ever see `font_path`, configured for
 * unhinted, unrounded metrics at 72 dpi.
 */
static PangoContext *make_pango_context(const char *font_path)
{
    /* Empty config: FcConfigCreate loads no conf files and no system dirs. */
    FcConfig *fc = FcConfigCreate();
    if (!fc || !FcConfigAppFontAddFile(fc, (const FcChar8 *)font_path))
        die("fontconfig could not register font", font_path);

    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!map || !PANGO_IS_FC_FONT_MAP(map))
        die("no fontconfig-based pangocairo font map available", NULL);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), fc);
    FcConfigDestroy(fc); /* the font map holds its own reference */
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72.0);

    PangoContext *ctx = pango_font_map_create_context(map);
    g_object_unref(map); /* the context keeps the map alive */
    pango_cairo_context_set_resolution(ctx, 72.0);

    cairo_font_options_t *opts = cairo_font_options_create();
    cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(opts, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(ctx, opts);
    cairo_font_options_destroy(opts);

    /* Subpixel positioning: keep fractional glyph positions. */
    pango_context_set_round_glyph_positions(ctx, FALSE);

    PangoFontDescription *desc = pango_font_description_new();
    pango_font_description_set_family(desc, "Inter");
    pango_font_description_set_absolute_size(desc, FONT_SIZE_PT * PANGO_SCALE);
    pango_context_set_font_description(ctx, desc);
    pango_font_description_free(desc);
    return ctx;
}

static PangoLayout *new_layout(PangoContext *ctx)
{
    PangoLayout *layout = pango_layout_new(ctx);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    return layout;
}

/*
 * Walk every run of a laid-out paragraph and check that each one was shaped
 * with the bundled file (no fallback to anything else).  Prints the face
 * description and file once.  Returns 1 when all runs use `font_path`.
 */
static int verify_face(PangoLayout *layout, const char *font_path, const char *name)
{
    char *want = realpath(font_path, NULL);
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
        const char *family = pango_font_description_get_family(d);

        FcChar8 *file = NULL;
        if (PANGO_IS_FC_FONT(font))
            FcPatternGetString(pango_fc_font_get_pattern(PANGO_FC_FONT(font)), FC_FILE, 0, &file);
        char *got = file ? realpath((const char *)file, NULL) : NULL;

        if (!family || strcmp(family, "Inter") != 0 || !got || !want || strcmp(got, want) != 0)
            ok = 0;
        if (!first_desc) {
            first_desc = strdup(desc);
            first_file = strdup(file ? (const char *)file : "?");
        }
        free(got);
        g_free(desc);
        pango_font_description_free(d);
    } while (pango_layout_iter_next_run(it));
    pango_layout_iter_free(it);

    fprintf(stderr, "[%s] pango face: \"%s\" file=%s (%d runs, %s)\n", name,
            first_desc ? first_desc : "?", first_file ? first_file : "?", runs,
            ok ? "all runs use the bundled font" : "WARNING: some run uses another font");
    free(first_desc);
    free(first_file);
    free(want);
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

static void bench_pango(PangoContext *ctx, const char *font_path, const char *name,
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
    verify_face(layout, font_path, name);

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

int main(int argc, char **argv)
{
    const char *font_path = "Fonts/Inter-Regular.otf";
    int sweeps = 5, shape_runs = 50, opt;

    while ((opt = getopt(argc, argv, "f:s:n:")) != -1) {
        switch (opt) {
        case 'f': font_path = optarg; break;
        case 's': sweeps = atoi(optarg); break;
        case 'n': shape_runs = atoi(optarg); break;
        default:
            fprintf(stderr, "usage: %s [-f font] [-s sweeps] [-n shape-runs] corpus...\n", argv[0]);
            return 2;
        }
    }
    if (optind >= argc || sweeps < 1 || shape_runs < 1) {
        fprintf(stderr, "usage: %s [-f font] [-s sweeps] [-n shape-runs] corpus...\n", argv[0]);
        return 2;
    }
    if (access(font_path, R_OK) != 0)
        die(strerror(errno), font_path);

    fprintf(stderr, "pango %s, harfbuzz %s, font %s at %.0f pt (72 dpi, unhinted)\n",
            pango_version_string(), hb_version_string(), font_path, FONT_SIZE_PT);

    PangoContext *ctx = make_pango_context(font_path);
    hb_font_t *hb_font = make_hb_font(font_path);

    for (int i = optind; i < argc; i++) {
        size_t len;
        char *text = read_text(argv[i], &len);
        char *name = corpus_name(argv[i]);
        bench_pango(ctx, font_path, name, text, (int)len, sweeps, i == optind);
        bench_harfbuzz(hb_font, name, text, (int)len, shape_runs);
        fflush(stdout);
        free(name);
        free(text);
    }

    hb_font_destroy(hb_font);
    g_object_unref(ctx);
    return 0;
}
