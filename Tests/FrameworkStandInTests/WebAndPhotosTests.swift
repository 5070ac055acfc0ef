import Foundation
import GalleyPhotosUI
import GalleySafariServices
import GalleyWebKit
import SwiftUI
import Testing
import GalleyTestSupport

/// A web page in SwiftUI, as apps wrap one, with a coordinator as its navigation delegate.
private struct WebPage: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        view.navigationDelegate = context.coordinator
        view.load(URLRequest(url: url))
        return view
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, WKNavigationDelegate {
        var finished = 0
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
    }
}

/// Safari's view in SwiftUI.
private struct SafariPage: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let controller = SFSafariViewController(url: url)
        controller.preferredControlTintColor = .systemOrange
        return controller
    }

    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

/// A profile editor's photo button, as apps write one.
private struct AvatarPicker: View {
    @State private var item: PhotosPickerItem?

    var body: some View {
        VStack {
            PhotosPicker(selection: $item, matching: .images, photoLibrary: .shared()) {
                Text("Choose photo")
            }
            PhotosPicker(
                "Add photos", selection: .constant([]), maxSelectionCount: 3,
                matching: .any(of: [.images, .livePhotos]))
        }
    }
}

@Suite("WebKit, SafariServices and PhotosUI stand-ins")
@MainActor
struct WebAndPhotosTests {
    @Test(
        """
        A web view's load starts and never finishes: its address is set, it is loading until stopped, its delegate \
        is not told; the back-forward list follows loads
        """
    )
    func webViewLoads() throws {
        let page = try #require(URL(string: "https://www.swift.org"))
        let delegate = WebPage.Coordinator()
        let view = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.navigationDelegate = delegate
        #expect(view.url == nil && !view.isLoading && view.title == nil)
        #expect(view.scrollView.superview === view && view.scrollView.frame.size == CGSize(width: 320, height: 480))
        #expect(view.load(URLRequest(url: page)) != nil)
        #expect(view.url == page && view.isLoading && view.estimatedProgress == 0.1)
        view.stopLoading()
        #expect(!view.isLoading && delegate.finished == 0)
        let docs = try #require(URL(string: "https://docs.swift.org"))
        view.loadHTMLString("<h1>Hi</h1>", baseURL: docs)
        #expect(view.url == docs && view.canGoBack && !view.canGoForward)
        view.goBack()
        #expect(view.url == page && view.canGoForward && view.backForwardList.currentItem?.url == page)
        view.goForward()
        #expect(view.url == docs && !view.canGoForward)
        view.loadHTMLString("<p>no base</p>", baseURL: nil)
        #expect(view.url?.absoluteString == "about:blank" && view.backForwardList.backList.map(\.url) == [page, docs])
    }

    @Test(
        """
        A configuration is copied into the web view; scripts and message handlers are kept; JavaScript answers \
        with WebKit's exception error
        """
    )
    func configuration() async throws {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.defaultWebpagePreferences.allowsContentJavaScript = false
        configuration.userContentController.addUserScript(
            WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        let view = WKWebView(frame: .zero, configuration: configuration)
        configuration.allowsInlineMediaPlayback = false
        #expect(
            view.configuration.allowsInlineMediaPlayback
                && !view.configuration.defaultWebpagePreferences.allowsContentJavaScript)
        #expect(view.configuration.userContentController.userScripts.count == 1)
        do {
            try await view.evaluateJavaScript("document.title")
            Issue.record("a script ran")
        } catch {
            #expect(error as? WKError == WKError(.javaScriptExceptionOccurred))
        }
        let code = await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
            view.evaluateJavaScript("1 + 1") { _, error in continuation.resume(returning: (error as NSError?)?.code) }
        }
        #expect(code == WKError.Code.javaScriptExceptionOccurred.rawValue)
        #expect(WKWebView.handlesURLScheme("https") && !WKWebView.handlesURLScheme("myapp"))
    }

    @Test("SFSafariViewController is a view controller keeping its page, configuration, delegate and colours")
    func safari() throws {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let controller = SFSafariViewController(
            url: try #require(URL(string: "https://example.com")), configuration: configuration)
        controller.preferredBarTintColor = .systemBlue
        controller.dismissButtonStyle = .close
        #expect(controller.url.host == "example.com" && controller.configuration.entersReaderIfAvailable)
        #expect(controller.dismissButtonStyle == .close && controller.view != nil)
        let host = UIViewController()
        host.present(controller, animated: true)
        #expect(host.presentedViewController === controller)
    }

    @Test(
        """
        Representables of WKWebView and SFSafariViewController draw their labelled placeholder without making the \
        UIKit view
        """
    )
    func representables() throws {
        let url = try #require(URL(string: "https://example.com"))
        let layout = try Render.layout(
            VStack(spacing: 0) {
                WebPage(url: url); SafariPage(url: url)
            }, width: 200, height: 200)
        #expect(layout.root.texts == ["WebPage", "SafariPage"])
        let pixels = try Render.pixels(WebPage(url: url), width: 200, height: 100)
        // The placeholder's light grey fill, not the white canvas.
        #expect(!pixels.isColor(4, 4, 0xFFFFFF, tolerance: 2))
    }

    @Test("PhotosPicker draws its label as a Button does, in the accent colour; its title forms too")
    func photosPickerDraws() throws {
        let layout = try Render.layout(AvatarPicker(), width: 300, height: 120)
        #expect(layout.root.texts == ["Choose photo", "Add photos"])
        let picker = try Render.pixels(PhotosPicker("Pick", selection: .constant(nil)), width: 120, height: 40)
        let button = try Render.pixels(Button("Pick") {}, width: 120, height: 40)
        var same = true
        for y in 0..<40 { for x in 0..<120 where picker.color(x, y) != button.color(x, y) { same = false } }
        #expect(same)
        // The accent colour (iOS's blue) is in the title's ink.
        #expect(picker.count(of: 0x007AFF) > 10)
    }

    @Test(
        """
        A picked item loads nothing; filters combine; a picker controller keeps its configuration; an item \
        provider gives only what it was made with
        """
    )
    func pickerTypes() async throws {
        let item = PhotosPickerItem(itemIdentifier: "A1")
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        #expect(try await item.loadTransferable(type: Image.self) == nil)
        #expect(PHPickerFilter.any(of: [.images, .not(.screenshots)]).description == "any(images, not(screenshots))")
        #expect(PHPickerFilter.images != .videos && PHPickerFilter.all(of: [.videos]) == .all(of: [.videos]))
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .videos
        configuration.selectionLimit = 0
        let picker = PHPickerViewController(configuration: configuration)
        #expect(
            picker.configuration.filter == .videos && picker.configuration.selectionLimit == 0
                && picker.configuration.isUsingPhotoLibrary)
        let image = try #require(UIImage(systemName: "photo"))
        let provider = NSItemProvider(object: image)
        #expect(provider.canLoadObject(ofClass: UIImage.self) && !NSItemProvider().canLoadObject(ofClass: UIImage.self))
        let loaded = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            provider.loadObject(ofClass: UIImage.self) { object, _ in
                continuation.resume(returning: object as? UIImage === image)
            }
        }
        #expect(loaded)
        let missing = await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
            NSItemProvider().loadDataRepresentation(forTypeIdentifier: "public.image") { _, error in
                continuation.resume(returning: (error as NSError?)?.code)
            }
        }
        #expect(missing == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }
}
