// URLSession, URLRequest and URLResponse, in Foundation on Apple's
// platforms, for files importing UIKit alone.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
