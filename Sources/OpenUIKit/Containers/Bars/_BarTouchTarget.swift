import Foundation

/// What a finger pressed in a bar: the back button, a bar button item or a
/// tab bar item, found with the frames the bars compute for their items.
///
/// As with UIKit's bar buttons, the target acts when the finger lifts over
/// the target it went down on (a touch-up inside); the bars keep the touches
/// (they do not pass them up the responder chain).
@MainActor
enum _BarTouchTarget {
    case back(UINavigationBar)
    case barItem(UIBarButtonItem)
    case tabItem(UITabBar, UITabBarItem)

    func _isSame(as other: _BarTouchTarget?) -> Bool {
        switch (self, other) {
        case (.back(let a), .back(let b)?): a === b
        case (.barItem(let a), .barItem(let b)?): a === b
        case (.tabItem(_, let a), .tabItem(_, let b)?): a === b
        default: false
        }
    }

    /// Does what a tap on the target does: the back button pops the
    /// navigation controller found up the responder chain; a bar button
    /// item performs its primary action; a tab bar item selects its tab
    /// through the tab bar controller's delegate.
    func _perform(from bar: UIView) {
        switch self {
        case .back:
            bar._nextResponder(of: UINavigationController.self)?.popViewController(animated: true)
        case .barItem(let item):
            item._performPrimaryAction()
        case .tabItem(_, let item):
            bar._nextResponder(of: UITabBarController.self)?._userDidSelect(item)
        }
    }
}

/// The item a finger went down on in a bar, acted on if it lifts over the same item.
@MainActor
struct _BarTapTracker {
    private var pressed: _BarTouchTarget?

    mutating func begin(_ touches: Set<UITouch>, in bar: UIView) {
        pressed = Self.target(at: touches.first?.location(in: bar), in: bar)
    }

    mutating func end(_ touches: Set<UITouch>, in bar: UIView) {
        defer { pressed = nil }
        guard let pressed, pressed._isSame(as: Self.target(at: touches.first?.location(in: bar), in: bar)) else { return }
        pressed._perform(from: bar)
    }

    mutating func cancel() { pressed = nil }

    private static func target(at point: CGPoint?, in bar: UIView) -> _BarTouchTarget? {
        switch bar {
        case let bar as UINavigationBar: bar._barTouchTarget(at: point)
        case let bar as UIToolbar: bar._barTouchTarget(at: point)
        case let bar as UITabBar: bar._barTouchTarget(at: point)
        default: nil
        }
    }
}

extension UIView {
    /// The first responder of type `T` up the responder chain.
    func _nextResponder<T: UIResponder>(of type: T.Type) -> T? {
        var current = next
        while let responder = current {
            if let match = responder as? T { return match }
            current = responder.next
        }
        return nil
    }
}

extension UINavigationBar {
    func _barTouchTarget(at point: CGPoint?) -> _BarTouchTarget? {
        guard let point else { return nil }
        if let back = _backButton, back.frame.contains(point) { return .back(self) }
        for entry in _leftItemFrames() + _rightItemFrames() where entry.frame.contains(point) {
            return .barItem(entry.item)
        }
        return nil
    }
}

extension UIToolbar {
    func _barTouchTarget(at point: CGPoint?) -> _BarTouchTarget? {
        guard let point else { return nil }
        for entry in _itemFrames() where entry.frame.contains(point) && entry.item._systemItem != .flexibleSpace {
            return .barItem(entry.item)
        }
        return nil
    }
}

extension UITabBar {
    func _barTouchTarget(at point: CGPoint?) -> _BarTouchTarget? {
        guard let point else { return nil }
        for item in _items where _frame(for: item)?.contains(point) == true {
            return .tabItem(self, item)
        }
        return nil
    }
}

extension UITabBarController {
    /// A tap on `item`: the delegate may refuse the tab; a tab selected by a
    /// tap is told to the delegate (Apple, `tabBarController(_:shouldSelect:)`
    /// and `tabBarController(_:didSelect:)`: called for the user's taps only).
    func _userDidSelect(_ item: UITabBarItem) {
        var index = 0
        while index < _tabs.count, _tabs[index].tabBarItem !== item { index += 1 }
        guard index < _tabs.count else { return }
        let controller = _tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        _select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }
}
