// A test file needs only `import GalleySnapshotTesting` (and the module
// with its views): `assertSnapshot` and the strategies, the views and
// colours, and the devices and canvases of the layouts.
@_exported import Galley
@_exported import GalleyScene
@_exported import SnapshotTesting
