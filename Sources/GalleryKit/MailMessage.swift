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

extension MailMessage {
    /// A read message, its fields in the order the phone sample lists them.
    init(sender: String, subject: String, date: String, body: String) {
        self.init(sender: sender, subject: subject, body: body, date: date, isUnread: false)
    }

    /// The inbox of the phone sample (the mail scenario), newest first
    /// (made-up people and text).
    static let phoneInbox: [MailMessage] = [
        MailMessage(
            sender: "Ada Lovelace", subject: "Notes on the engine", date: "9:41",
            body: "I have finished the notes on the analytical engine. The table of the Bernoulli numbers is at the end; "
                + "tell me if the diagram reads well on your screen before I send it to the printer."),
        MailMessage(
            sender: "Grace Hopper", subject: "A moth in relay 70", date: "8:15",
            body: "We found the trouble at last: a moth caught in relay 70 of panel F. It is taped into the log book "
                + "with a note, in case anyone asks what debugging means."),
        MailMessage(
            sender: "Alan Turing", subject: "Lunch on Thursday?", date: "Yesterday",
            body: "Are you free for lunch on Thursday? I would like to hear what you think of the imitation game, "
                + "and there is a new place near the station that does a decent soup."),
        MailMessage(
            sender: "Katherine Johnson", subject: "Trajectory check", date: "Yesterday",
            body: "I ran the numbers again by hand and they agree with the machine to the eighth place. "
                + "The launch window opens at 9:47; I will be in the control room."),
        MailMessage(
            sender: "Edsger Dijkstra", subject: "On the cruelty of goto", date: "Monday",
            body: "A short note, three pages at most, on why the statement should go. I would value your comments "
                + "before I send it to the editor; be as blunt as you like."),
        MailMessage(
            sender: "Margaret Hamilton", subject: "Priority displays", date: "Sunday",
            body: "The alarms during the landing were the priority displays doing their job: the computer shed the "
                + "low-priority work and kept the guidance running. Full report attached."),
        MailMessage(
            sender: "Claude Shannon", subject: "Juggling robot", date: "Saturday",
            body: "The juggling machine keeps three balls up for a minute now. Come by the lab on Saturday and "
                + "bring the unicycle; I want to film the two together."),
        MailMessage(
            sender: "Barbara Liskov", subject: "Substitution, again", date: "Friday",
            body: "If a program works with a type, it should work with every subtype of it. I have written the "
                + "rule down more carefully this time; the draft is in the shared folder."),
    ]
}
