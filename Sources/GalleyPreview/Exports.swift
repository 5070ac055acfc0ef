// What the preview scanner finds (PreviewDeclaration, SourceDiagnostic,
// PreviewConditions) is part of this module's API.
@_exported import GalleyPreviewScan
