#ifndef SITEGEN_VIPS_SHIM_H
#define SITEGEN_VIPS_SHIM_H
#include <vips/vips.h>

/* libvips' operations take NULL-terminated variadic options, which Swift cannot call: each
   operation sitegen uses has a fixed-argument wrapper here. Every wrapper returns 0 on success
   and -1 on failure (the message is then in vips_error_buffer). */

/* Starts libvips once for the process: no operation cache (every image is seen once per
   build), one worker thread per operation (sitegen runs one image per core itself), untrusted
   loaders (ImageMagick, matio, ...) refused. */
static inline void sitegen_vips_quiet(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

static inline int sitegen_vips_start(void) {
    if (VIPS_INIT("sitegen")) return -1;
    /* Problems come back as errors with the file's path; libvips' own warnings would repeat
       them on stderr without one. */
    g_log_set_handler("VIPS", (GLogLevelFlags)(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE), sitegen_vips_quiet, NULL);
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_concurrency_set(1);
    vips_block_untrusted_set(TRUE);
    /* No ORC: its run-time compiled vector code crashed a libvips worker (SIGSEGV in anonymous
       code) after some 1,800 of 2,000 pictures on 2 cores (libvips 8.14.1, liborc 0.4), the
       kind of race sharp's users met (lovell/sharp#172). A build must never crash; the plain
       C paths are what libvips uses where ORC is missing. */
    vips_vector_set_enabled(FALSE);
    return 0;
}

/* Reads an image's header only (no pixels): its size before orientation, its orientation
   (1-8), whether it has an alpha channel. */
static inline int sitegen_vips_header(const void *buf, size_t len, int *width, int *height, int *orientation,
                                      int *alpha) {
    VipsImage *image = vips_image_new_from_buffer(buf, len, "", NULL);
    if (!image) return -1;
    *width = vips_image_get_width(image);
    *height = vips_image_get_height(image);
    *orientation = vips_image_get_orientation(image);
    *alpha = vips_image_hasalpha(image);
    g_object_unref(image);
    return 0;
}

/* Decodes an image (the first frame), applies its EXIF orientation, converts it to sRGB and
   scales it down to at most `width` pixels wide, into memory: the master the variants are
   cut from. A truncated file is an error, not a grey bottom. */
static inline int sitegen_vips_decode(const void *buf, size_t len, int width, VipsImage **out) {
    VipsImage *scaled = NULL;
    if (vips_thumbnail_buffer((void *)buf, len, &scaled, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
                              "option_string", "fail_on=truncated", NULL))
        return -1;
    VipsImage *memory = vips_image_copy_memory(scaled);
    g_object_unref(scaled);
    if (!memory) return -1;
    /* The pixels are sRGB now: no profile, and no camera, place or editing metadata. */
    const char *fields[] = {VIPS_META_EXIF_NAME, VIPS_META_XMP_NAME, VIPS_META_IPTC_NAME, VIPS_META_ICC_NAME,
                            VIPS_META_PHOTOSHOP_NAME, VIPS_META_ORIENTATION};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) vips_image_remove(memory, fields[i]);
    *out = memory;
    return 0;
}

/* The master scaled down to `width` (never up), in its aspect ratio, into memory: each variant
   is encoded in two formats, and a lazy pipeline would be resized again for each (about a sixth
   of a cold build). */
static inline int sitegen_vips_resize(VipsImage *in, int width, VipsImage **out) {
    VipsImage *scaled = NULL;
    if (vips_thumbnail_image(in, &scaled, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL)) return -1;
    VipsImage *memory = vips_image_copy_memory(scaled);
    g_object_unref(scaled);
    if (!memory) return -1;
    *out = memory;
    return 0;
}

/* The master scaled to cover width x height and cropped to it around the centre. */
static inline int sitegen_vips_cover(VipsImage *in, int width, int height, VipsImage **out) {
    return vips_thumbnail_image(in, out, width, "height", height, "size", VIPS_SIZE_BOTH, "crop",
                                VIPS_INTERESTING_CENTRE, NULL);
}

/* The image without its alpha channel, on white. */
static inline int sitegen_vips_flatten(VipsImage *in, VipsImage **out) {
    if (!vips_image_hasalpha(in)) {
        g_object_ref(in);
        *out = in;
        return 0;
    }
    VipsArrayDouble *white = vips_array_double_newv(3, 255.0, 255.0, 255.0);
    int result = vips_flatten(in, out, "background", white, NULL);
    vips_area_unref(VIPS_AREA(white));
    return result;
}

/* The mean of each of the first three bands (red, green, blue) of an image without alpha. */
static inline int sitegen_vips_average(VipsImage *in, double *red, double *green, double *blue) {
    double *targets[3] = {red, green, blue};
    int bands = vips_image_get_bands(in);
    for (int band = 0; band < 3; band++) {
        VipsImage *channel = NULL;
        if (vips_extract_band(in, &channel, band < bands ? band : 0, NULL)) return -1;
        int failed = vips_avg(channel, targets[band], NULL);
        g_object_unref(channel);
        if (failed) return -1;
    }
    return 0;
}

/* Encoders: metadata stripped (the pixels are already sRGB, the web's default). */
static inline int sitegen_vips_save_jpeg(VipsImage *in, int quality, void **buf, size_t *len) {
    return vips_jpegsave_buffer(in, buf, len, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, "interlace",
                                TRUE, NULL);
}

/* JPEG keeping the metadata (the EXIF orientation of a test picture). */
static inline int sitegen_vips_save_jpeg_with_metadata(VipsImage *in, int quality, void **buf, size_t *len) {
    return vips_jpegsave_buffer(in, buf, len, "Q", quality, NULL);
}

static inline int sitegen_vips_save_webp(VipsImage *in, int quality, int effort, void **buf, size_t *len) {
    return vips_webpsave_buffer(in, buf, len, "Q", quality, "strip", TRUE, "effort", effort, NULL);
}

static inline int sitegen_vips_save_avif(VipsImage *in, int quality, int effort, void **buf, size_t *len) {
    return vips_heifsave_buffer(in, buf, len, "Q", quality, "strip", TRUE, "effort", effort, "compression",
                                VIPS_FOREIGN_HEIF_COMPRESSION_AV1, NULL);
}

static inline int sitegen_vips_save_png(VipsImage *in, void **buf, size_t *len) {
    return vips_pngsave_buffer(in, buf, len, NULL);
}

static inline int sitegen_vips_save_gif(VipsImage *in, void **buf, size_t *len) {
    return vips_gifsave_buffer(in, buf, len, NULL);
}

/* A test picture: a colour gradient of the given size (seed shifts its colours) with Gaussian
   grain of the given sigma (0 for none, about 20 for the entropy of a photograph), tagged with
   an EXIF orientation when `orientation` is 2-8. */
static inline int sitegen_vips_gradient(int width, int height, int seed, int orientation, double grain,
                                        VipsImage **out) {
    VipsImage *xyz = NULL, *scaled = NULL, *band3 = NULL, *rgb = NULL, *cast = NULL, *noise = NULL, *grainy = NULL;
    int failed = vips_xyz(&xyz, width, height, NULL);
    if (!failed) {
        double scale[2] = {255.0 / (width > 1 ? width : 1), 255.0 / (height > 1 ? height : 1)};
        double offset[2] = {(double)(seed % 97), (double)((seed * 7) % 89)};
        failed = vips_linear(xyz, &scaled, scale, offset, 2, NULL);
    }
    if (!failed) {
        VipsImage *first = NULL;
        failed = vips_extract_band(scaled, &first, 0, NULL);
        if (!failed) {
            VipsImage *parts[3] = {scaled, first, NULL};
            failed = vips_bandjoin(parts, &band3, 2, NULL);
            g_object_unref(first);
        }
    }
    if (!failed && grain > 0) {
        failed = vips_gaussnoise(&noise, width, height, "sigma", grain, "mean", 0.0, "seed", seed, NULL);
        if (!failed) failed = vips_add(band3, noise, &grainy, NULL);
    }
    if (!failed) failed = vips_cast(grainy ? grainy : band3, &cast, VIPS_FORMAT_UCHAR, NULL);
    if (noise) g_object_unref(noise);
    if (grainy) g_object_unref(grainy);
    if (!failed) failed = vips_copy(cast, &rgb, "interpretation", VIPS_INTERPRETATION_sRGB, NULL);
    if (xyz) g_object_unref(xyz);
    if (scaled) g_object_unref(scaled);
    if (band3) g_object_unref(band3);
    if (cast) g_object_unref(cast);
    if (failed) return -1;
    VipsImage *memory = vips_image_copy_memory(rgb);
    g_object_unref(rgb);
    if (!memory) return -1;
    if (orientation >= 2 && orientation <= 8) vips_image_set_int(memory, VIPS_META_ORIENTATION, orientation);
    *out = memory;
    return 0;
}

/* The encoded bytes' buffer is freed with this. */
static inline void sitegen_vips_free(void *buf) { g_free(buf); }

/* Drops a reference to an image. */
static inline void sitegen_vips_release(VipsImage *image) { g_object_unref(image); }

/* The SHA-256 of bytes as 64 hex digits (a new string, freed with sitegen_vips_free). */
static inline char *sitegen_sha256(const void *buf, size_t len) {
    return g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)buf, len);
}

/* The last error messages of this thread's operations, taken (a new string, freed with
   sitegen_vips_free). */
static inline char *sitegen_vips_error(void) { return vips_error_buffer_copy(); }
#endif
