import Foundation

/// The closure an action runs when it is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure when it is chosen: the action of a
/// bar button item, a menu's entry, and (in a later release) a control's.
///
/// The API is UIKit's. Nothing touches a screen yet, so OpenUIKit performs
/// an action only when asked: a bar button item's
/// ``UIBarButtonItem/_performPrimaryAction()`` performs its
/// ``UIBarButtonItem/primaryAction`` with the item as ``sender``.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    private static var lastSerial = 0

    /// The action's title (an empty string when it has none).
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }

    /// The action's image.
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }

    /// The name that identifies the action: the one given, or a unique one.
    public let identifier: Identifier
    /// A longer title, for the places that show one.
    open var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu.
    open var attributes: Attributes
    /// Whether the action shows as checked.
    open var state: State
    let _handler: UIActionHandler
    weak var _sender: AnyObject?

    /// The object performing the action while its handler runs (a bar
    /// button item, for example), nil at other times.
    open var sender: Any? { _sender }

    /// Creates an action that runs `handler` when it is performed.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            Self.lastSerial += 1
            self.identifier = Identifier("com.openuikit.action.\(Self.lastSerial)")
        }
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        _handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as ``sender``; a disabled action does nothing.
    func _perform(sender: AnyObject?) {
        guard !attributes.contains(.disabled) else { return }
        let previous = _sender
        _sender = sender
        _handler(self)
        _sender = previous
    }
}
