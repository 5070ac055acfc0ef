// `import OSLog`: Apple's logging (Logger, OSLog, os_log), which logs
// nothing in a preview.
@_exported import os
