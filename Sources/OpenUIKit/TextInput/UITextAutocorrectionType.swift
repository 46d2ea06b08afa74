/// Whether autocorrection is on, with UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
    case `default` = 0
    case no = 1
    case yes = 2
}
