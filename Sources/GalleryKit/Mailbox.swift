import Foundation

/// A mailbox of the sample the split scenario shows: the SF Symbol Mail
/// uses for it, its name and how many messages are unread in it.
struct Mailbox: Sendable, Equatable {
    var symbolName: String
    var name: String
    /// Shown after the name when it is not zero.
    var count: Int

    /// The sample's mailboxes, in the order Mail lists them.
    static let all: [Mailbox] = [
        Mailbox(symbolName: "tray.full", name: "All Inboxes", count: 2),
        Mailbox(symbolName: "tray", name: "Inbox", count: 2),
        Mailbox(symbolName: "star", name: "VIP", count: 0),
        Mailbox(symbolName: "flag", name: "Flagged", count: 1),
        Mailbox(symbolName: "square.and.pencil", name: "Drafts", count: 1),
        Mailbox(symbolName: "paperplane", name: "Sent", count: 0),
        Mailbox(symbolName: "trash", name: "Trash", count: 0),
    ]
}
