#!/usr/bin/python3
# The browser WebKitWebDriver starts for the WebKit suite: a bare WebKitGTK window, open to
# automation, that writes the page's console (errors, uncaught exceptions, refused loads, policy
# violations) to its standard error, where the suite reads it. WebKitGTK writes the console only
# for a session that keeps its data, so each browser keeps it in a folder of its own, under the
# folder the suite names (WEBKIT_SUITE_DATA) and removes. MiniBrowser, the driver's default, runs
# automation in a session that keeps nothing, and so writes no console at all; this WebKitGTK 2.50
# driver has no WebDriver BiDi to read it either.
import os
import tempfile

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2

data = tempfile.mkdtemp(prefix="browser-", dir=os.environ.get("WEBKIT_SUITE_DATA"))
context = WebKit2.WebContext(
    website_data_manager=WebKit2.WebsiteDataManager(base_data_directory=data, base_cache_directory=data)
)
context.set_automation_allowed(True)
settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True, enable_webgl=True)


def new_window(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.add(view)
    window.show_all()
    view.connect("close", lambda _view: window.destroy())
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("WebKitGTK")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", new_window)


context.connect("automation-started", automation_started)
Gtk.main()
