import Foundation

/// How ``assertSnapshot(of:as:named:scale:tolerance:filePath:function:sourceLocation:)``
/// keeps a view's picture.
public enum SnapshotFormat: Sendable, Equatable {
    /// The pixels, as a PNG (`UIImage.pngData()`), at the assertion's scale.
    case png
    /// The display as SVG text (`UIView.svgRepresentation()`).
    case svg

    /// The reference file's extension.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .svg: "svg"
        }
    }
}
