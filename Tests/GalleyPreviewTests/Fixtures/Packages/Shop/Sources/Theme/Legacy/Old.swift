// Excluded by the manifest: never compiled.
this is not Swift
