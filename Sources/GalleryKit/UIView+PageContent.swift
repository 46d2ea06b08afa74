import OpenUIKit

extension UIView {
    /// Adds `content` and pins it to this view's safe area at the top and
    /// bottom and to its layout margins at the sides: the content of a page
    /// of the samples, between the bars and inside the margins.
    func addPinnedPageContent(_ content: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        let safe = safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }
}
