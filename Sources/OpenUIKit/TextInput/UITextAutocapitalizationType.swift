/// When the keyboard's shift key turns on by itself, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}
