/// A message of the mail sample: who sent it, about what, when, and what it says.
struct MailMessage: Sendable {
    var sender: String
    var subject: String
    var date: String
    var body: String

    /// The inbox of the mail sample, newest first (made-up people and text).
    static let inbox: [MailMessage] = [
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
