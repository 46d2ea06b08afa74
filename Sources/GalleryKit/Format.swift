import Foundation

/// Numbers and rectangles as the transcript prints them: `195`, `(195 0; 195 844)`.
enum Format {
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    static func size(_ size: CGSize) -> String {
        "\(number(size.width))×\(number(size.height))"
    }

    static func seconds(_ value: TimeInterval) -> String {
        String(format: "%.2f s", value)
    }
}
