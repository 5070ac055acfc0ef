// Apple's Foundation has URLSession, URLRequest and URLResponse; Linux's
// keeps them in FoundationNetworking. Re-exported here, so that a file
// importing Combine, or SwiftUI (which re-exports Combine), sees them.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
