import UIKit
import XCTest

/// The base of every client test case: a diagnostic OpenUIKit reports that
/// the test did not expect fails the test that is running (`XCTFail`), as an
/// exception UIKit raises fails an iOS test.
///
/// A test expects a report by making it inside
/// `UIApplication.shared.diagnostics.recording { … }`. The handler stays
/// installed for the rest of the process, and corelibs XCTest attributes a
/// failure to the test running when it is recorded, so a report made by the
/// end of a run-loop turn while the test spins the run loop is the test's.
class ClientTestCase: XCTestCase {
    override func setUp() async throws {
        try await super.setUp()
        #if canImport(OpenUIKit)
            await MainActor.run {
                let diagnostics = UIApplication.shared.diagnostics
                guard diagnostics.unrecordedReportHandler == nil else { return }
                diagnostics.unrecordedReportHandler = { diagnostic in
                    XCTFail("Unexpected diagnostic \(diagnostic): make it inside diagnostics.recording { … } and assert it.")
                }
            }
        #endif
    }
}
