import Foundation
import OpenUIKit

extension Scenario {
    /// A mail-style split view on an iPad: three columns (mailboxes, the
    /// inbox, a message) in landscape; a message shown from the inbox;
    /// rotation to portrait; a narrow slide-over width, where the columns
    /// collapse onto one navigation stack and a message shown is pushed;
    /// and back to a regular width, where they separate again.
    public static let split = Scenario(
        name: "split",
        summary: "a mail-style split view on an iPad: three columns, rotation, collapse onto one stack in a compact width "
            + "and expansion back",
        body: { SplitScript(session: $0).run() }
    )
}

/// The steps of the `split` scenario, one method per section.
@MainActor
final class SplitScript {
    private let session: ScenarioSession
    private let mailboxes = ColumnViewController(
        title: "Mailboxes", content: RowListView(rows: Mailbox.all.map { MailboxRowView($0) }, rowHeight: MailboxRowView.height))
    private let inbox = ColumnViewController(
        title: "Inbox",
        content: RowListView(rows: MailMessage.inbox.map { MessageRowView($0) }, rowHeight: MessageRowView.height, separatorInset: 28))
    private let message = ColumnViewController(title: "Message", content: MessageDetailView(MailMessage.inbox[0]))
    private let reply = ColumnViewController(
        title: "Reply", content: MessageDetailView(SplitScript.replyMessage, to: "To: \(MailMessage.inbox[0].sender)"))
    private let draft = ColumnViewController(
        title: "Draft", content: MessageDetailView(SplitScript.draftMessage, to: "To: \(MailMessage.inbox[1].sender)"))
    private let split = UISplitViewController(style: .tripleColumn)
    /// The split view's delegate, held here: the split view holds it weakly.
    private let delegate = SplitDelegate()
    /// An iPad's screen (10.2-inch: 810 × 1080 points at 2×) with the
    /// split view's window on it.
    private let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 810, height: 1080), scale: 2, idiom: .pad)
    private let window: UIWindow

    init(session: ScenarioSession) {
        self.session = session
        window = session.makeWindow(size: CGSize(width: 810, height: 1080))
        window.screen = screen
        session.name(split, "Split")
        session.name(mailboxes, "Mailboxes")
        session.name(inbox, "Inbox")
        session.name(message, "Message")
        session.name(reply, "Reply")
        session.name(draft, "Draft")
        delegate.log = { [session] in session.callback($0) }
    }

    func run() {
        launch()
        showAMessageFromTheInbox()
        rotateToPortrait()
        showThePrimaryColumn()
        narrowToSlideOver()
        showAMessageWhileCollapsed()
        widenAgain()
        rotateBackToLandscape()
        showTheFinalHierarchy()
    }

    private func launch() {
        session.section("Launch: a triple-column split view in landscape")
        session.action("window.rotate(to: .landscapeLeft, animated: false)  // before it shows: 1080×810")
        window.rotate(to: .landscapeLeft, animated: false)
        session.action("let split = UISplitViewController(style: .tripleColumn)")
        session.action("split.setViewController(mailboxes, for: .primary)")
        split.setViewController(mailboxes, for: .primary)
        session.action("split.setViewController(inbox, for: .supplementary)")
        split.setViewController(inbox, for: .supplementary)
        session.action("split.setViewController(message, for: .secondary)")
        split.setViewController(message, for: .secondary)
        session.action("split.delegate = delegate")
        split.delegate = delegate
        for page in [mailboxes, inbox, message] {
            // A grey behind the bars' translucent chrome, set before the bars drew
            // themselves; `docs/images/split.png` and the split picture test were
            // recorded with it (the mail scenario no longer colours its bars).
            page.navigationController?.navigationBar.backgroundColor = .secondarySystemBackground
        }
        session.state(
            "each column's controller is wrapped in a navigation controller: "
                + "mailboxes.navigationController \(mailboxes.navigationController == nil ? "nil" : "set")")
        describeContent()
        session.action("window.rootViewController = split")
        window.rootViewController = split
        session.action("window.makeKeyAndVisible()")
        window.makeKeyAndVisible()
        session.runUntilIdle()
        describeColumns()
    }

    private func showAMessageFromTheInbox() {
        session.section("showDetailViewController from the inbox: shown in the secondary column")
        session.action("inbox.showDetailViewController(reply, sender: nil)")
        inbox.showDetailViewController(reply, sender: nil)
        session.runUntilIdle()
        describeColumns()
        session.takePicture()
    }

    private func rotateToPortrait() {
        rotate("Rotation to portrait: the automatic display mode changes", to: .portrait)
    }

    private func showThePrimaryColumn() {
        session.section("show(.primary): the mailboxes come back")
        session.action("split.show(.primary)")
        split.show(.primary)
        session.runUntilIdle()
        session.advance(by: 0.5, comment: "any animation ends")
        describeColumns()
    }

    private func narrowToSlideOver() {
        resize("Slide Over width (320 points): compact, the columns collapse onto one stack", to: CGSize(width: 320, height: 1080))
    }

    private func showAMessageWhileCollapsed() {
        session.section("showDetailViewController while collapsed: pushed on the one stack")
        session.action("inbox.showDetailViewController(draft, sender: nil)")
        inbox.showDetailViewController(draft, sender: nil)
        session.runUntilIdle()
        session.advance(by: 0.5, comment: "the push ends")
        describeColumns()
    }

    private func widenAgain() {
        resize("Full width again (810 points): regular, the columns separate", to: CGSize(width: 810, height: 1080))
    }

    /// A section that resizes the window and lets the resize end.
    private func resize(_ title: String, to size: CGSize) {
        session.section(title)
        session.action("window.resize(to: CGSize(width: \(Format.number(size.width)), height: \(Format.number(size.height))))")
        window.resize(to: size)
        session.advance(by: 0.5, comment: "the resize ends")
        describeColumns()
    }

    private func rotateBackToLandscape() {
        rotate("Rotation back to landscape: three columns", to: .landscapeLeft)
    }

    /// A section that rotates the window and lets the rotation end.
    private func rotate(_ title: String, to orientation: UIInterfaceOrientation) {
        session.section(title)
        session.action("window.rotate(to: \(orientation))")
        window.rotate(to: orientation)
        session.advance(by: 0.5, comment: "the rotation ends")
        describeColumns()
    }

    private func showTheFinalHierarchy() {
        session.section("Final hierarchy")
        session.action("split.hierarchyDescription()")
        session.dump(split.hierarchyDescription())
        session.state("\(Format.seconds(session.elapsed)) of manual time")
    }

    // MARK: State

    /// What the columns list: the mailboxes with their counts, the inbox's
    /// messages, and the message shown.
    private func describeContent() {
        let boxes = Mailbox.all.map { $0.count == 0 ? $0.name : "\($0.name) \($0.count)" }
        session.state("mailboxes list: \(boxes.joined(separator: ", "))")
        let first = MailMessage.inbox[0]
        session.state(
            "inbox list: \(MailMessage.inbox.count) messages, "
                + "\(MailMessage.inbox.filter(\.isUnread).count) unread, the first from \(first.sender): \"\(first.subject)\" at \(first.date)"
        )
        session.state("message shows: \(first.sender), \"\(first.subject)\"")
    }

    /// The split view's state, then each column's stack and where the
    /// column's view sits (in the split view's coordinates) when it shows.
    private func describeColumns() {
        session.state(
            "window \(Format.number(window.bounds.width))×\(Format.number(window.bounds.height)), "
                + "horizontal size class \(split.traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"), "
                + "isCollapsed \(split.isCollapsed), displayMode .\(split.displayMode.name)")
        if split.isCollapsed, let navigation = split.viewController(for: .primary)?.navigationController {
            let stack = navigation.viewControllers.map(session.displayName(of:)).joined(separator: ", ")
            session.state("one navigation stack [\(stack)], frame \(Format.rect(navigation.view.frame))")
            return
        }
        let columns: [(String, UISplitViewController.Column)] = [
            ("primary", .primary), ("supplementary", .supplementary), ("secondary", .secondary),
        ]
        for (name, column) in columns {
            guard let controller = split.viewController(for: column) else { continue }
            let navigation = controller.navigationController
            let stack = navigation?.viewControllers.map(session.displayName(of:)).joined(separator: ", ") ?? "none"
            var line = "\(name): \(session.displayName(of: controller)), its navigation stack [\(stack)]"
            if let view = navigation?.viewIfLoaded, view.superview === split.viewIfLoaded, !view.isHidden {
                line += ", frame \(Format.rect(view.frame))"
            } else {
                line += ", not shown"
            }
            session.state(line)
        }
    }
}

/// The split view's delegate in the `split` scenario: writes each call.
@MainActor
final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
    var log: (String) -> Void = { _ in }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log("delegate: willChangeTo .\(displayMode.name)")
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        log("delegate: willShow .\(column.name)")
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        log("delegate: willHide .\(column.name)")
    }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        log("delegate: topColumnForCollapsingToProposedTopColumn .\(proposedTopColumn.name) -> .\(proposedTopColumn.name)")
        return proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        log("delegate: displayModeForExpandingToProposedDisplayMode .\(proposedDisplayMode.name) -> .\(proposedDisplayMode.name)")
        return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        log("delegate: splitViewControllerDidCollapse")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        log("delegate: splitViewControllerDidExpand")
    }
}

extension UISplitViewController.DisplayMode {
    /// The case's name, as Swift spells it.
    var name: String {
        switch self {
        case .automatic: "automatic"
        case .secondaryOnly: "secondaryOnly"
        case .oneBesideSecondary: "oneBesideSecondary"
        case .oneOverSecondary: "oneOverSecondary"
        case .twoBesideSecondary: "twoBesideSecondary"
        case .twoOverSecondary: "twoOverSecondary"
        case .twoDisplaceSecondary: "twoDisplaceSecondary"
        }
    }
}

extension UISplitViewController.Column {
    /// The case's name, as Swift spells it.
    var name: String {
        switch self {
        case .primary: "primary"
        case .supplementary: "supplementary"
        case .secondary: "secondary"
        case .compact: "compact"
        }
    }
}
