import Foundation

// The entities of the Login module: plain data used by its interactor.
// Declare them under "entities" in viper-gen.json, or add them here.
