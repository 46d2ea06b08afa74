import Foundation
import OpenUIKitTesting
import Testing

/// Every test of the package's UIKit targets runs under the mechanism that
/// makes an unexpected diagnostic fail it: each Swift Testing suite carries
/// `.uikitTest` (its top-level type, or the type an extension extends), and
/// each XCTest case of UIKitClientTests derives from `ClientTestCase`. A
/// suite added without it fails here, naming the file and the type.
@Suite(.uikitTest) struct EveryTestIsScopedTests {
    /// `Tests/`, found from this file's path.
    private static let testsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func swiftFiles(in folder: String) -> [URL] {
        let root = testsFolder.appendingPathComponent(folder)
        let paths = FileManager.default.subpaths(atPath: root.path) ?? []
        return paths.filter { $0.hasSuffix(".swift") && !$0.contains("__Snapshots__") }.sorted()
            .map { root.appendingPathComponent($0) }
    }

    /// The name a top-level (unindented) declaration line declares or extends.
    private static func declaredName(_ line: Substring) -> (name: String, isExtension: Bool)? {
        guard let first = line.first, first != " ", first != "}", first != "/" else { return nil }
        let words = line.split(whereSeparator: { " :<{(".contains($0) })
        for (index, word) in words.enumerated().dropLast()
        where ["struct", "class", "enum", "actor", "extension"].contains(word) {
            let name = words[index + 1].split(separator: ".").last.map(String.init) ?? ""
            return (name, word == "extension")
        }
        return nil
    }

    @Test(arguments: ["OpenUIKitTests", "GalleryTests"])
    func everySuiteCarriesTheTrait(target: String) throws {
        var suiteAttributes: [String: String] = [:]
        var usesOfTypes: [(type: String, file: String)] = []
        for file in Self.swiftFiles(in: target) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var current: String?
            var attributes = ""
            for line in lines {
                if line.hasPrefix("@Test") {
                    // A test outside any type has no suite to carry the trait.
                    usesOfTypes.append(("(top level)", file.lastPathComponent))
                    continue
                }
                if line.hasPrefix("@") {
                    attributes += line
                    if Self.declaredName(line) == nil { continue }
                }
                if let (name, isExtension) = Self.declaredName(line) {
                    current = name
                    if !isExtension { suiteAttributes[name] = attributes + line }
                }
                attributes = ""
                if line.contains("@Test"), let current, !usesOfTypes.contains(where: { $0.type == current }) {
                    usesOfTypes.append((current, file.lastPathComponent))
                }
            }
        }
        #expect(!usesOfTypes.isEmpty)
        for (type, file) in usesOfTypes {
            let declaration = suiteAttributes[type] ?? ""
            #expect(declaration.contains(".uikitTest"), "\(file): \(type) has tests but its @Suite lacks .uikitTest")
        }
    }

    @Test func everyClientTestCaseDerivesFromTheBase() throws {
        var cases = 0
        for file in Self.swiftFiles(in: "UIKitClientTests") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("class ") && line.contains("TestCase {") {
                cases += 1
                let isBase = file.lastPathComponent == "ClientTestCase.swift"
                #expect(
                    isBase ? line.contains(": XCTestCase") : line.contains(": ClientTestCase"),
                    "\(file.lastPathComponent): \(line)")
            }
        }
        #expect(cases > 1)
    }
}
