import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The tint colour, inherited down the tree.
///
/// Source: Apple, `UIView.tintColor` ("the first nondefault tint color
/// value in the view's hierarchy, ascending from and starting with the view
/// itself"; the system default when none is set) and `tintColorDidChange()`
/// (called when the tint colour changes, set by code or inherited, and when
/// the view moves to a superview with a different tint). The default tint is
/// system blue (Apple, HIG "Color": the system blue marks interactive
/// elements by default).
@MainActor
@Suite(.uikitTest) struct TintColorTests {
    final class Recording: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func tintIsInheritedAndNotified() {
        let root = UIView()
        let child = Recording()
        let own = Recording()
        own.tintColor = .systemGreen
        root.addSubview(child)
        root.addSubview(own)
        #expect(child.tintColor == .systemBlue && child.changes == 0)
        root.tintColor = .systemRed
        #expect(child.tintColor == .systemRed && child.changes == 1)
        #expect(own.tintColor == .systemGreen && own.changes == 1)
        root.tintColor = nil
        #expect(child.tintColor == .systemBlue && child.changes == 2)
        let other = UIView()
        other.tintColor = .systemOrange
        other.addSubview(child)
        #expect(child.tintColor == .systemOrange && child.changes == 3)
        child.removeFromSuperview()
        #expect(child.tintColor == .systemBlue && child.changes == 4)
    }
}

extension TintColorTests {
    /// A view with its own tint keeps it; clearing it shows the inherited one again.
    @Test func clearingOwnTintShowsTheInheritedOne() {
        let root = UIView()
        let middle = Recording()
        let leaf = Recording()
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.tintColor = .systemGreen
        root.tintColor = .systemRed
        #expect(middle.tintColor == .systemGreen && leaf.tintColor == .systemGreen)
        middle.tintColor = nil
        #expect(middle.tintColor == .systemRed && leaf.tintColor == .systemRed)
        #expect(middle.changes == 2 && leaf.changes == 2)
    }
}
