// A test target: never drawn.
#Preview { Text("test") }
