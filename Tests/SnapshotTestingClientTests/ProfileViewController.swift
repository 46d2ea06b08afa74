import UIKit

/// A screen as an iOS team writes it: a blue header under the status bar
/// with a name in it, a green bar over the home indicator, both pinned to
/// the safe area with Auto Layout, on the system background.
final class ProfileViewController: UIViewController {
    let header = UIView()
    let nameLabel = UILabel()
    let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.backgroundColor = .systemBlue
        footer.backgroundColor = .systemGreen
        nameLabel.text = "Grace Hopper"
        nameLabel.textColor = .white
        nameLabel.font = .boldSystemFont(ofSize: 28)
        for subview in [header, nameLabel, footer] { subview.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(header)
        header.addSubview(nameLabel)
        view.addSubview(footer)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 120),
            nameLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            nameLabel.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 49),
        ])
    }
}
