// A script in the package's folder, in none of its targets: not one of the app's files.
print("generated")
