import Foundation

extension SplitScript {
    /// The reply the scenario shows from the inbox.
    static let replyMessage = MailMessage(
        sender: "Me", subject: "Re: Lunch on Thursday?",
        body: "Thursday works for me. Shall we meet at noon in front of the office?\n\n"
            + "> Hi! Are you free for lunch on Thursday?",
        date: "9:45", isUnread: false)

    /// The draft the scenario shows while the columns are collapsed.
    static let draftMessage = MailMessage(
        sender: "Me", subject: "Release notes",
        body: "Here is a first draft of the release notes: snapshot tests of every control, and a split view "
            + "that lists real mailboxes and messages.",
        date: "Draft", isUnread: false)
}
