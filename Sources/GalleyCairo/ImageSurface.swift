import CCairo

/// Cairo image surfaces whose pixels are written from memory (a decoded
/// JPEG, a glyph's bitmap).
enum ImageSurface {
    /// A new image surface of `format` and size, for the caller to destroy,
    /// its pixels written by `write` (given the data and the stride in
    /// bytes); nil, with nothing left over, when Cairo cannot make it or
    /// `write` returns false.
    static func make(
        _ format: cairo_format_t, width: Int32, height: Int32,
        write: (_ data: UnsafeMutablePointer<UInt8>, _ stride: Int32) -> Bool
    ) -> OpaquePointer? {
        let created = cairo_image_surface_create(format, width, height)
        guard let surface = created, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(created)
            return nil
        }
        cairo_surface_flush(surface)
        guard write(data, cairo_image_surface_get_stride(surface)) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
