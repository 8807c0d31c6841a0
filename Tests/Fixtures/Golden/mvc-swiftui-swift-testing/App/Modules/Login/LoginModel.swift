import Foundation

// The model of the Login module: its data and business rules, independent of the UI.
// Declare it under "entities" in viper-gen.json, or add it here.
