/*
 * pango_context.h — the Pango set-up Galley's reference programs share
 * (pango_bench.c, pango_lines.c), so that both lay text out the same way.
 *
 * A PangoContext that sees only the font files it is given: a fresh FcConfig
 * (no configuration files, no system font folders) with each file registered
 * in the order given, installed on a new pangocairo font map. 72 dpi, so one
 * Pango point is one Galley point; hinting off and glyph positions not
 * rounded, so every size is an unhinted, subpixel-positioned value. The font
 * description is the family of the first file at an absolute size.
 *
 * One rule of our own is loaded into that configuration: a face without
 * outlines, only bitmap strikes (Noto Color Emoji's CBDT), gets a matrix that
 * scales its strike to the pixel size asked for. Debian's system
 * configuration has a rule to that effect; without one Pango sets an emoji at
 * its 109-pixel strike, 135.7 pt wide instead of 21.2 at 17 pt.
 *
 * Include once per program: the functions are static.
 */
#ifndef GALLEY_PANGO_CONTEXT_H
#define GALLEY_PANGO_CONTEXT_H

#include <stdio.h>
#include <stdlib.h>

#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>

/* Prints "<program>: <message>[: <argument>]" and exits with status 1. */
static void galley_pango_die(const char *program, const char *message, const char *argument)
{
    fprintf(stderr, "%s: %s%s%s\n", program, message, argument ? ": " : "", argument ? argument : "");
    exit(1);
}

/*
 * The family fontconfig reads from `path` (its first name), newly allocated;
 * the program stops when the file is not a font fontconfig can read.
 */
static char *galley_pango_family_of(const char *program, const char *path)
{
    int count = 0;
    FcPattern *pattern = FcFreeTypeQuery((const FcChar8 *)path, 0, NULL, &count);
    FcChar8 *family = NULL;
    if (!pattern || FcPatternGetString(pattern, FC_FAMILY, 0, &family) != FcResultMatch)
        galley_pango_die(program, "fontconfig cannot read a family name from", path);
    char *copy = g_strdup((const char *)family);
    FcPatternDestroy(pattern);
    return copy;
}

/*
 * A context over exactly `paths[0..count-1]`, text set in the family of
 * paths[0] at `size_pt` points (absolute size, 72 dpi).
 */
static PangoContext *galley_pango_context(const char *program, const char *const *paths, int count, double size_pt)
{
    if (count < 1)
        galley_pango_die(program, "no font file given", NULL);

    /* FcConfigCreate loads no configuration and no system folders. */
    FcConfig *config = FcConfigCreate();
    if (!config)
        galley_pango_die(program, "fontconfig could not create a configuration", NULL);
    /* Scale a face without outlines by (pixel size asked for) / (its strike's pixel size). */
    static const char scale_bitmaps[] =
        "<?xml version=\"1.0\"?>\n"
        "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n"
        "<fontconfig><match target=\"font\">"
        "<test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
        "<edit name=\"galleyscale\" mode=\"assign\"><divide>"
        "<name target=\"pattern\">pixelsize</name><name target=\"font\">pixelsize</name>"
        "</divide></edit>"
        "<edit name=\"matrix\" mode=\"assign\"><matrix>"
        "<name>galleyscale</name><double>0</double><double>0</double><name>galleyscale</name>"
        "</matrix></edit>"
        "</match></fontconfig>\n";
    if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)scale_bitmaps, FcTrue))
        galley_pango_die(program, "fontconfig rejected the bitmap-scaling rule", NULL);
    for (int i = 0; i < count; i++)
        if (!FcConfigAppFontAddFile(config, (const FcChar8 *)paths[i]))
            galley_pango_die(program, "fontconfig could not register font", paths[i]);

    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!map || !PANGO_IS_FC_FONT_MAP(map))
        galley_pango_die(program, "no fontconfig-based pangocairo font map available", NULL);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    FcConfigDestroy(config); /* the font map holds its own reference */
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72.0);

    PangoContext *context = pango_font_map_create_context(map);
    g_object_unref(map); /* the context keeps the map alive */
    pango_cairo_context_set_resolution(context, 72.0);

    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);

    /* Subpixel positioning: keep fractional glyph positions. */
    pango_context_set_round_glyph_positions(context, FALSE);

    char *family = galley_pango_family_of(program, paths[0]);
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, family);
    pango_font_description_set_absolute_size(description, size_pt * PANGO_SCALE);
    pango_context_set_font_description(context, description);
    pango_font_description_free(description);
    g_free(family);
    return context;
}

/* The file a Pango font was loaded from (fontconfig's FC_FILE), or NULL. */
static const char *galley_pango_font_file(PangoFont *font)
{
    FcChar8 *file = NULL;
    if (font && PANGO_IS_FC_FONT(font))
        FcPatternGetString(pango_fc_font_get_pattern(PANGO_FC_FONT(font)), FC_FILE, 0, &file);
    return (const char *)file;
}

#endif
