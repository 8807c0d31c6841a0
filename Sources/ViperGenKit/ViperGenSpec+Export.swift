// The spec's values, reader and signature parser live in their own module (ViperGenSpec), which
// the fuzzers build alone; everything that imports the kit sees them as before.
@_exported import ViperGenSpec
