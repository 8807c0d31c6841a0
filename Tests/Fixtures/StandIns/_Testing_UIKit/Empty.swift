// Empty stand-in for the `_Testing_UIKit` cross-import overlay.
//
// The toolchain's Testing.swiftcrossimport/UIKit.swiftoverlay declares that a file importing
// both Testing and UIKit also imports `_Testing_UIKit` (on Apple platforms it adds UIImage
// attachment support). On Linux no such module ships, so without this one any test file that
// imports Testing and the UIKit stand-in fails with "no such module '_Testing_UIKit'".
