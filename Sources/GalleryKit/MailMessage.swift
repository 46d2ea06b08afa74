import Foundation

/// A message of the sample mailbox the split scenario shows: who sent it,
/// its subject, the start of its text and when it came.
struct MailMessage: Sendable, Equatable {
    var sender: String
    var subject: String
    var body: String
    /// The date as the message list shows it (today's time, "Yesterday",
    /// a weekday or a short date, as Mail does).
    var date: String
    var isUnread: Bool

    /// The first line or so of the body, as the message list previews it.
    var preview: String { body.replacingOccurrences(of: "\n", with: " ") }

    /// The inbox of the sample, newest first.
    static let inbox: [MailMessage] = [
        MailMessage(
            sender: "Kate Bell", subject: "Lunch on Thursday?",
            body: "Hi! Are you free for lunch on Thursday? The new place on Market Street opened last week and "
                + "I hear the soup is very good.\n\nKate",
            date: "9:41", isUnread: true),
        MailMessage(
            sender: "Daniel Higgins", subject: "Build 42 is green",
            body: "All the snapshot tests pass on Linux now, and the pictures match the references byte for byte. "
                + "I will tag the release tomorrow morning.",
            date: "8:15", isUnread: true),
        MailMessage(
            sender: "John Appleseed", subject: "Photos from the weekend",
            body: "Here are the photos from the hike. The view from the top was worth the climb, even in the fog.",
            date: "Yesterday", isUnread: false),
        MailMessage(
            sender: "Anna Haro", subject: "Re: Split view layout",
            body: "Three columns in landscape, two in portrait, and one stack in Slide Over: that matches what "
                + "Mail does on the iPad.",
            date: "Monday", isUnread: false),
        MailMessage(
            sender: "Hank Zakroff", subject: "Invoice 2026-11",
            body: "Please find the invoice for November attached. Payment is due within thirty days.",
            date: "20/11/2026", isUnread: false),
        MailMessage(
            sender: "David Taylor", subject: "Welcome to the team",
            body: "We are glad to have you on board. Your first week starts with a tour of the office on Monday.",
            date: "18/11/2026", isUnread: false),
    ]
}
