import Foundation

extension UIView {
    /// Sets the model value of an animatable property (through its public
    /// setter, so the usual checks and hooks apply).
    func _setAnimatableValue(_ value: AnimatableValue, for property: AnimatableProperty) {
        switch (property, value) {
        case (.center, .point(let point)): center = point
        case (.bounds, .rect(let rect)): bounds = rect
        case (.alpha, .scalar(let alpha)): self.alpha = alpha
        case (.transform, .transform(let transform)): self.transform = transform
        case (.backgroundColor, .color(let color)): backgroundColor = color
        default: break
        }
    }
}
