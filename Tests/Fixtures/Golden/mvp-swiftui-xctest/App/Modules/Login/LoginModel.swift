import Foundation

// The model of the Login module: plain data the presenter gets from its services.
// Declare it under "entities" in viper-gen.json, or add it here.
