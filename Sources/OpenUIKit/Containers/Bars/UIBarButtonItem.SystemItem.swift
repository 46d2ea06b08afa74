import Foundation

extension UIBarButtonItem {
    /// The standard items UIKit draws itself, with UIKit's raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done = 0
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search
        case refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// The page curl (deprecated in UIKit since iOS 11).
        case pageCurl
        case close

        /// The word the item shows, for the items UIKit draws as text;
        /// nil for those it draws as a symbol (and for the spaces).
        var _text: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }
}
