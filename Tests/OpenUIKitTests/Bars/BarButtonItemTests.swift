import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIBarButtonItem`, `UIAction` and `UIMenu`: defaults, initializers and misuse.
///
/// Sources: Apple, `UIBarButtonItem` (`style` "The default value is
/// `UIBarButtonItem.Style.plain`"; `width` "The default value is 0.0";
/// `customView` default nil; `isSelected`, `isHidden`, `possibleTitles`,
/// `tintColor`, `menu` and `primaryAction` default nil or false),
/// `init(title:image:primaryAction:menu:)` ("If you specify
/// `primaryAction`, it takes precedence over" the title and image),
/// `init(systemItem:primaryAction:menu:)` ("The system item doesn't use the
/// action to configure its title and image"), `fixedSpace(_:)`,
/// `flexibleSpace()`, `UIBarButtonItem.SystemItem` and `.Style` (raw values
/// of `UIBarButtonSystemItem` and `UIBarButtonItemStyle` in UIBarButtonItem.h);
/// Apple, `UIAction` (`init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`,
/// "identifier: … if nil, a unique identifier is generated", `state`
/// default `.off`, `attributes` default `[]`, `sender` the object that
/// performed the action), `UIMenu` (`children`).
@MainActor
@Suite(.uikitTest) struct BarButtonItemTests {
    @Test func defaults() {
        let item = UIBarButtonItem()
        #expect(item.style == .plain)
        #expect(item.width == 0)
        #expect(item.title == nil && item.image == nil && item.customView == nil)
        #expect(item.primaryAction == nil && item.menu == nil)
        #expect(item.possibleTitles == nil && item.tintColor == nil)
        #expect(!item.isSelected && !item.isHidden && item.isEnabled)
        #expect(item.tag == 0)
    }

    @Test func systemItemsAndStylesHaveUIKitsRawValues() {
        #expect(UIBarButtonItem.SystemItem.done.rawValue == 0)
        #expect(UIBarButtonItem.SystemItem.add.rawValue == 4)
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.SystemItem.fixedSpace.rawValue == 6)
        #expect(UIBarButtonItem.SystemItem.redo.rawValue == 22)
        #expect(UIBarButtonItem.SystemItem.pageCurl.rawValue == 23)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.SystemItem.allCases.count == 25)
        #expect(UIBarButtonItem.Style.plain.rawValue == 0 && UIBarButtonItem.Style.done.rawValue == 2)
    }

    @Test func aPrimaryActionGivesItsTitleAndImageExceptToASystemItem() {
        let action = UIAction(title: "Share", handler: { _ in })
        let item = UIBarButtonItem(title: "Ignored", primaryAction: action)
        #expect(item.title == "Share")
        #expect(item.primaryAction === action)
        let system = UIBarButtonItem(systemItem: .add, primaryAction: action)
        #expect(system.title == nil)
        let fromAction = UIBarButtonItem(primaryAction: action)
        #expect(fromAction.title == "Share" && fromAction.style == .plain)
    }

    @Test func performingThePrimaryActionRunsItsHandlerWithTheItemAsSender() {
        var senders: [ObjectIdentifier] = []
        var titles: [String] = []
        let action = UIAction(title: "Go") { action in
            titles.append(action.title)
            if let sender = action.sender as? UIBarButtonItem { senders.append(ObjectIdentifier(sender)) }
        }
        let item = UIBarButtonItem(systemItem: .done, primaryAction: action)
        item._performPrimaryAction()
        #expect(titles == ["Go"])
        #expect(senders == [ObjectIdentifier(item)])
        #expect(action.sender == nil)

        // Disabled items, hidden items and disabled actions do nothing.
        item.isEnabled = false
        item._performPrimaryAction()
        item.isEnabled = true
        item.isHidden = true
        item._performPrimaryAction()
        item.isHidden = false
        action.attributes = .disabled
        item._performPrimaryAction()
        #expect(titles == ["Go"])
    }

    @Test func actionDefaultsAndIdentifiers() {
        let first = UIAction { _ in }
        let second = UIAction { _ in }
        #expect(first.title == "" && first.image == nil && first.discoverabilityTitle == nil)
        #expect(first.attributes == [] && first.state == .off)
        #expect(first.subtitle == nil && first.sender == nil)
        #expect(first.identifier != second.identifier)
        let named = UIAction(title: "A", identifier: UIAction.Identifier("a"), attributes: [.destructive], state: .on) { _ in }
        #expect(named.identifier.rawValue == "a" && named.attributes == .destructive && named.state == .on)
        let menu = UIMenu(title: "More", children: [first, named])
        #expect(menu.title == "More" && menu.children.count == 2)
        #expect(menu.replacingChildren([]).children.isEmpty)
    }

    @Test func spacesAndCustomViews() {
        let fixed = UIBarButtonItem.fixedSpace(12)
        #expect(fixed.width == 12)
        let flexible = UIBarButtonItem.flexibleSpace()
        #expect(flexible.width == 0)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        let custom = UIBarButtonItem(customView: view)
        #expect(custom.customView === view)
    }

    @Test func aNonFiniteOrNegativeWidthIsRefusedAndReported() {
        let item = UIBarButtonItem(title: "A")
        item.width = 10
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            item.width = .nan
            item.width = -1
            item.width = .infinity
        }
        #expect(reports.map(\.kind) == [.misuse, .misuse, .misuse])
        #expect(reports.first?.message.contains("UIBarButtonItem.width") == true)
        #expect(item.width == 10)
    }

    @Test func aCustomViewAlreadyInAHierarchyIsReported() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        superview.addSubview(view)
        let (item, reports) = UIApplication.shared.diagnostics.recording { UIBarButtonItem(customView: view) }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(item.customView === view)
        #expect(view.superview === superview)
    }

    @Test func anItemGivenToTwoBarsShowsOnlyInTheLastAndIsReported() {
        let item = UIBarButtonItem(title: "Both")
        let first = UINavigationItem(title: "First")
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        first.rightBarButtonItem = item
        let (_, reports) = UIApplication.shared.diagnostics.recording { toolbar.items = [item] }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(toolbar._frame(for: item) != nil)
        // Given to the same holder again: nothing to report.
        let (_, again) = UIApplication.shared.diagnostics.recording { toolbar.setItems([item], animated: true) }
        #expect(again.isEmpty)
    }
}
