import Foundation

/// The faces the package carries (Roboto, Apache-2.0, in
/// `Resources/Fonts/`), read once, on first use, from the module's resource
/// bundle (or from the folder `OPENUIKIT_FONT_DIRECTORY` names).
///
/// A face that cannot be found or read is reported once on the
/// diagnostics channel (as `.misuse`: the package was installed without its
/// resources) and measured with a fallback: every character half an em
/// wide, the vertical metrics unchanged. Nothing traps.
package enum _FontLibrary {
    /// A face the package carries.
    package enum Face: Int, CaseIterable, Sendable {
        case regular, medium, bold, italic

        /// The PostScript name, which is also the file's name.
        package var postScriptName: String {
            switch self {
            case .regular: "Roboto-Regular"
            case .medium: "Roboto-Medium"
            case .bold: "Roboto-Bold"
            case .italic: "Roboto-Italic"
            }
        }
    }

    /// The environment variable that names a folder to read the faces from instead of the bundle.
    package static let directoryVariable = "OPENUIKIT_FONT_DIRECTORY"

    /// The name of the resource bundle SwiftPM builds beside the executable.
    package static let bundleName = "OpenUIKit_OpenTextEngine.resources"

    /// The carried faces by ``Face/rawValue``; `nil` for one that could not be read.
    package static let faces: [_TrueTypeFont?] = {
        let directory = fontDirectory()
        var problems: [String] = []
        let faces = Face.allCases.map { face -> _TrueTypeFont? in
            guard let directory else { return nil }
            let url = directory.appendingPathComponent("\(face.postScriptName).ttf")
            guard let data = FileManager.default.contents(atPath: url.path) else {
                problems.append("\(face.postScriptName).ttf is missing from \(directory.path)")
                return nil
            }
            do throws(_FontError) {
                return try _TrueTypeFont(bytes: [UInt8](data))
            } catch {
                problems.append("\(face.postScriptName).ttf cannot be read: \(error)")
                return nil
            }
        }
        if directory == nil { problems.append("the resource bundle \(bundleName) holding the fonts was not found") }
        for problem in problems {
            report("OpenUIKit's carried font: \(problem); text is measured with a fallback (every character half an em wide).")
        }
        return faces
    }()

    /// The font file for a face, `nil` if it could not be read.
    package static func font(_ face: Face) -> _TrueTypeFont? { faces[face.rawValue] }

    /// The `Fonts` folder of the resource bundle. `Bundle.module` traps when
    /// its bundle is missing, so it is used only once the bundle is known to
    /// be beside the executable; otherwise the package's own build folders
    /// are looked at, and `nil` reports the fonts missing.
    private static func fontDirectory() -> URL? {
        let fileManager = FileManager.default
        // A deployment that keeps the fonts elsewhere (and the tests of a
        // missing or damaged font) name the folder.
        if let path = ProcessInfo.processInfo.environment[directoryVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let beside = Bundle.main.bundleURL.appendingPathComponent(bundleName)
        if fileManager.fileExists(atPath: beside.path) {
            return Bundle.module.resourceURL?.appendingPathComponent("Fonts")
        }
        // Sources/OpenTextEngine/Fonts/_FontLibrary.swift → the package root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let build = root.appendingPathComponent(".build")
        var triples: [String] = []
        do {
            triples = try fileManager.contentsOfDirectory(atPath: build.path).sorted()
        } catch {
            // No build folder: the bundle is not there either.
        }
        for triple in triples {
            for configuration in ["debug", "release"] {
                let candidate = build.appendingPathComponent(triple).appendingPathComponent(configuration)
                    .appendingPathComponent(bundleName).appendingPathComponent("Fonts")
                if fileManager.fileExists(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    /// Reports a problem with the carried fonts on the diagnostics channel,
    /// from whatever thread first measured text.
    private static func report(_ message: String) { UIFont._report(message) }
}
