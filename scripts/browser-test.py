#!/usr/bin/env python3
"""The configurator (`intentctl serve`, GET /) in a real browser: headless Chromium driven by
Selenium. Installs chromium, chromium-driver and selenium when they are missing.

Usage: scripts/browser-test.py [--binary PATH] [--artifacts DIR] [--keystrokes N]

It starts `intentctl serve --listen 127.0.0.1:0` over a scratch store and examples/deals.json and
checks, as a person with a keyboard would use it: the page's weight and security headers, labels,
roles and focus order, the search box (types "lond", picks LHR with the keyboard), highlights,
city groups and matched aliases, travellers and dates, the preview (cheapest deal first, the time
slider, the deep link on tap, the placeholder and no-deals states), saving, reloading, listing,
editing, a conflicting edit from another client (If-Match), deleting, inline server errors, a
second schema with integer, boolean and string controls and a relationship, and the time from a
keystroke to rendered suggestions. Screenshots of each state go to the artefacts folder
(default .build/artifacts/browser). Exits 0 when every check passes, 1 when one fails.
"""
import argparse
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOW = "2026-11-22T10:00:00Z"
PAGE_LIMIT = 60 * 1024
FAILURE_SHOT = None


def install_missing():
    if not shutil.which("chromium") or not shutil.which("chromedriver"):
        print("browser test: installing chromium and chromium-driver", flush=True)
        subprocess.run(["apt-get", "update", "-qq"], check=False, stdout=subprocess.DEVNULL)
        subprocess.run(["apt-get", "install", "-y", "-qq", "chromium", "chromium-driver"], check=True,
                       stdout=subprocess.DEVNULL)
    try:
        import selenium  # noqa: F401
    except ImportError:
        print("browser test: installing selenium", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "selenium"], check=True)


class Server:
    """`intentctl serve` on a free port, stopped with SIGTERM."""

    def __init__(self, binary, *arguments):
        self.process = subprocess.Popen(
            [binary, "serve", "--listen", "127.0.0.1:0", "--log-format", "none", *arguments],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline().strip()
        if not line.startswith("listening on "):
            raise SystemExit(f"browser test: the server did not start: {line} {self.process.stderr.read()}")
        self.url = line.removeprefix("listening on ")

    def request(self, method, path, body=None, headers=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method, headers=headers or {})
        if body is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read()

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=15)


class Checks:
    def __init__(self):
        self.failures = []
        self.count = 0

    def expect(self, condition, what):
        self.count += 1
        if not condition:
            self.failures.append(what)
            print(f"  FAIL {what}", flush=True)
        return condition


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.environ.get("INTENTCTL_BINARY", str(ROOT / ".build/debug/intentctl")))
    parser.add_argument("--artifacts", default=str(ROOT / ".build/artifacts/browser"))
    parser.add_argument("--keystrokes", type=int, default=200, help="keystrokes timed for the p95 (default 200)")
    options = parser.parse_args()
    if not os.access(options.binary, os.X_OK):
        raise SystemExit(f"browser test: no intentctl at {options.binary} (swift build first, or --binary)")
    install_missing()
    artifacts = pathlib.Path(options.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    global FAILURE_SHOT
    FAILURE_SHOT = artifacts / "failure.png"
    checks = Checks()
    store = tempfile.mkdtemp(prefix="intentctl-browser-")
    deals = Server(options.binary, "--store", store, "--deals", str(ROOT / "examples/deals.json"))
    weather = Server(options.binary, "--schema", str(ROOT / "examples/weather-widget.json"), "--store", store)
    several = Server(options.binary, "--schema", str(ROOT / "Tests/Fixtures/schemas/multi-origin.json"), "--store", store,
                     "--deals", str(ROOT / "examples/deals.json"))
    scoped = Server(options.binary, "--schema", str(ROOT / "examples/multi-origin.json"), "--store", store,
                    "--deals", str(ROOT / "examples/deals.json"))
    driver = None
    try:
        page_checks(checks, deals)
        driver = browser()
        configurator_checks(checks, driver, deals, artifacts)
        stray_file_checks(checks, driver, deals, store, artifacts)
        phone_checks(checks, driver, deals, artifacts)
        production_checks(checks, driver, options.binary, artifacts)
        weather_checks(checks, driver, weather, artifacts)
        several_values_checks(checks, driver, several, artifacts)
        scoped_checks(checks, driver, scoped, artifacts)
        timing = keystroke_timing(checks, driver, deals, options.keystrokes)
        # Answers of 4xx and 5xx are logged as network errors; the page expects them.
        console = [entry for entry in driver.get_log("browser")
                   if entry["level"] == "SEVERE" and entry.get("source") != "network"]
        checks.expect(not console, f"no errors in the browser console (CSP violations among them): {console}")
    finally:
        if driver:
            driver.quit()
        deals.stop()
        weather.stop()
        several.stop()
        scoped.stop()
        shutil.rmtree(store, ignore_errors=True)
    print(f"browser test: {checks.count - len(checks.failures)} of {checks.count} checks passed; "
          f"screenshots in {artifacts}")
    print(f"keystroke to rendered suggestions: p50 {timing['p50']:.1f} ms, p95 {timing['p95']:.1f} ms, "
          f"max {timing['max']:.1f} ms over {timing['count']} keystrokes ({timing['requests']} requests)")
    return 1 if checks.failures else 0


def page_checks(checks, server):
    status, headers, body = server.request("GET", "/")
    headers = {k.lower(): v for k, v in headers.items()}
    checks.expect(status == 200, f"GET / answers 200, not {status}")
    print(f"page weight: {len(body)} bytes uncompressed, in one request (limit {PAGE_LIMIT})")
    checks.expect(len(body) <= PAGE_LIMIT, f"the page is at most 60 KB: {len(body)} bytes")
    checks.expect(headers.get("content-type") == "text/html; charset=utf-8", "the page is UTF-8 HTML")
    policy = headers.get("content-security-policy", "")
    checks.expect("default-src 'none'" in policy and "script-src 'sha256-" in policy and "unsafe" not in policy,
                  f"a strict Content-Security-Policy: {policy}")
    checks.expect(headers.get("x-content-type-options") == "nosniff", "nosniff")
    text = body.decode()
    checks.expect("http://" not in text.replace("http://www.w3.org", "") and "https://" not in text,
                  "the page names no external resource")
    tag = headers.get("etag")
    status, _, _ = server.request("GET", "/", headers={"If-None-Match": tag})
    checks.expect(status == 304, f"the page answers 304 to its ETag, not {status}")


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chrome = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1100", "--lang=fr-FR"]:
        chrome.add_argument(argument)
    # A French browser: the page follows its Accept-Language unless ?locale= says otherwise.
    chrome.add_experimental_option("prefs", {"intl.accept_languages": "fr-FR,fr"})
    chrome.binary_location = shutil.which("chromium")
    chrome.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=chrome, service=Service(shutil.which("chromedriver")))
    driver.set_script_timeout(20)
    return driver


def wait(driver, condition, what, timeout=10):
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    # The page replaces elements as it renders: a reference gone stale is read again.
    ignored = [NoSuchElementException, StaleElementReferenceException]
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.02, ignored_exceptions=ignored).until(
            lambda d: condition(d))
    except Exception as error:
        if FAILURE_SHOT:
            driver.save_screenshot(str(FAILURE_SHOT))
        status = driver.execute_script("return document.getElementById('status').textContent")
        raise AssertionError(f"timed out waiting for {what} (status: {status!r}; screenshot {FAILURE_SHOT})") from error


def load(driver, server, query):
    driver.get(server.url + "/?" + query)
    wait(driver, lambda d: d.execute_script("return window.intentctl && window.intentctl.ready"), "the page to start")


def by_id(driver, identifier):
    from selenium.webdriver.common.by import By

    return driver.find_element(By.ID, identifier)


def shot(driver, artifacts, name):
    driver.save_screenshot(str(artifacts / f"{name}.png"))


def accessibility_checks(checks, driver):
    unlabelled = driver.execute_script("""
        const missing = [];
        for (const node of document.querySelectorAll('input, select, button, [role=combobox]')) {
          if (node.closest('[hidden]')) continue;
          const label = node.id && document.querySelector('label[for="' + node.id + '"]');
          const named = (label && label.textContent.trim()) || node.getAttribute('aria-label')
            || (node.getAttribute('aria-labelledby') || '').split(' ').some((id) => document.getElementById(id))
            || (node.tagName === 'BUTTON' && node.textContent.trim());
          if (!named) missing.push(node.outerHTML.slice(0, 80));
        }
        return missing;""")
    checks.expect(unlabelled == [], f"every control has a label: {unlabelled}")
    roles = driver.execute_script("""
        const box = document.querySelector('[role=combobox]');
        const list = box && document.getElementById(box.getAttribute('aria-controls'));
        return [box && box.getAttribute('aria-expanded'), list && list.getAttribute('role'),
                box && box.getAttribute('aria-autocomplete'),
                document.querySelectorAll('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])').length];""")
    checks.expect(roles == ["false", "listbox", "list", 0],
                  f"combobox roles (aria-expanded, listbox, aria-autocomplete) and no positive tabindex: {roles}")


def focus_order(driver, count):
    """The ids of the first `count` elements Tab reaches from the top of the page."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0);")
    order = []
    for _ in range(count):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        order.append(driver.execute_script("return document.activeElement.id || document.activeElement.outerHTML.slice(0, 60)"))
    return order


def type_slowly(element, text, delay=0.0):
    for character in text:
        element.send_keys(character)
        if delay:
            time.sleep(delay)


def options(driver, combobox_id):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#' + arguments[0] + '-listbox [role=option]'))"
        ".map((o) => [o.dataset.code, o.classList.contains('nested'), o.textContent, o.querySelector('mark') ?"
        " o.querySelector('mark').textContent : null]);", combobox_id)


def section_titles(driver, combobox_id):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#' + arguments[0] + '-listbox .section')).map((s) => s.textContent)",
        combobox_id)


def configurator_checks(checks, driver, server, artifacts):
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select

    print("configurator: deals widget", flush=True)
    load(driver, server, f"now={NOW}&locale=en")
    accessibility_checks(checks, driver)
    order = focus_order(driver, 7)
    checks.expect(order == ["param-location", "param-travellers", "param-dates", "config-name", "save", "new", "now"],
                  f"focus order follows the form: {order}")
    wait(driver, lambda d: by_id(d, "widget-small").get_attribute("data-state") == "placeholder",
         "the placeholder before a location is chosen")
    small = by_id(driver, "widget-small").text
    checks.expect("Choose where you fly from to see deals" in small and "not valid" not in small,
                  f"before anything is chosen, the schema's placeholder, not an error: {small!r}")
    shot(driver, artifacts, "01-placeholder")

    # Before anything is typed, the list offers sections: Popular at least, nothing highlighted.
    box = by_id(driver, "param-location")
    box.click()
    wait(driver, lambda d: box.get_attribute("aria-expanded") == "true" and section_titles(d, "param-location"),
         "the sections before typing")
    titles = section_titles(driver, "param-location")
    checks.expect(titles[-1] == "Popular", f"Popular before anything is typed: {titles}")
    checks.expect(box.get_attribute("aria-activedescendant") is None, "the sections highlight nothing")
    checks.expect(options(driver, "param-location")[0][0] == "LON", f"the most popular first: {options(driver, 'param-location')[:2]}")
    shot(driver, artifacts, "01b-sections-before-typing")

    # Type "lond" and pick LHR with the keyboard.
    type_slowly(box, "lond", 0.05)
    wait(driver, lambda d: box.get_attribute("aria-expanded") == "true" and len(options(d, "param-location")) > 2,
         "suggestions for lond")
    found = options(driver, "param-location")
    checks.expect(found[0][0] == "LON" and not found[0][1], f"the city group LON first: {found[:2]}")
    checks.expect(found[1][0] == "LHR" and found[1][1], f"its airports under it, LHR first: {found[:3]}")
    checks.expect(found[0][3] == "Lond", f"the matched range is highlighted: {found[0]}")
    codes = [code for code, _, _, _ in found]
    checks.expect(len(codes) == len(set(codes)), f"no airport repeated after its group: {codes}")
    shot(driver, artifacts, "02-suggestions")
    for _ in range(10):
        box.send_keys(Keys.ARROW_DOWN)
        active = box.get_attribute("aria-activedescendant")
        if active and by_id(driver, active).get_attribute("data-code") == "LHR":
            break
    checks.expect(by_id(driver, active).get_attribute("aria-selected") == "true",
                  "aria-activedescendant names the selected option")
    box.send_keys(Keys.ENTER)
    checks.expect(box.get_attribute("value") == "LHR", f"Enter picks LHR: {box.get_attribute('value')}")
    checks.expect(box.get_attribute("aria-expanded") == "false", "the listbox closes after the pick")
    wait(driver, lambda d: "Heathrow" in by_id(d, "param-location-chosen").text, "the chosen place's name")

    # Escape closes the popup; a second Escape would clear the box, so one is enough here.
    box.send_keys(Keys.BACKSPACE)
    wait(driver, lambda d: box.get_attribute("aria-expanded") == "true", "suggestions for LH")
    box.send_keys(Keys.ESCAPE)
    checks.expect(box.get_attribute("aria-expanded") == "false", "Escape closes the listbox")
    box.send_keys("R")
    wait(driver, lambda d: box.get_attribute("aria-expanded") == "true", "suggestions for LHR")
    box.send_keys(Keys.ENTER)
    checks.expect(box.get_attribute("value") == "LHR", "LHR again")
    checks.expect(by_id(driver, "status").text == "", "Enter in the open listbox does not submit the form")

    # Travellers and dates, with the keyboard: Tab to each select and type the start of a title.
    box.send_keys(Keys.TAB)
    driver.switch_to.active_element.send_keys("3")
    driver.switch_to.active_element.send_keys(Keys.TAB)
    driver.switch_to.active_element.send_keys("Next m")
    travellers = Select(by_id(driver, "param-travellers")).first_selected_option.get_attribute("value")
    dates = Select(by_id(driver, "param-dates")).first_selected_option.get_attribute("value")
    checks.expect((travellers, dates) == ("three", "nextMonth"), f"travellers and dates typed: {travellers}, {dates}")
    _, _, body = server.request("POST", f"/v1/timeline?now={NOW}",
                                {"schema": "deals-widget", "version": 1,
                                 "values": {"location": "LHR", "travellers": "three", "dates": "nextMonth"}})
    entries = json.loads(body)["entries"]
    totals = [entry["totalPrice"] for entry in entries]
    checks.expect(len(entries) >= 2 and totals == sorted(totals), f"the API's timeline is cheapest first: {totals}")
    cheapest = entries[0]["deal"]["destinationCity"]
    wait(driver, lambda d: cheapest in by_id(d, "widget-small").text, f"the small widget to show {cheapest}")
    checks.expect(cheapest == "Athens", f"the cheapest matching deal from LHR next month is Athens: {cheapest}")
    checks.expect("£354.00" in by_id(driver, "widget-small").text,
                  f"its price for three travellers: {by_id(driver, 'widget-small').text}")
    checks.expect("total for 3 · £118.00 each" in by_id(driver, "widget-small").text,
                  f"the total says how many travellers it is for: {by_id(driver, 'widget-small').text}")
    large = driver.execute_script(
        "return Array.from(document.querySelectorAll('#widget-large .row')).map((r) => Number(r.dataset.price))")
    checks.expect(large and all(price >= entries[0]["totalPrice"] for price in large) and large == sorted(large),
                  f"the large widget lists the next deals, dearer: {large}")
    hues = driver.execute_script(
        "return ['small', 'medium'].map((s) => document.getElementById('widget-' + s).style.getPropertyValue('--hue'))")
    checks.expect(all(hues), f"the widgets take a colour from the destination: {hues}")
    gap = driver.execute_script("""
        const widget = document.getElementById('widget-large').getBoundingClientRect();
        const rows = document.querySelector('#widget-large .rows').getBoundingClientRect();
        return widget.bottom - rows.bottom;""")
    checks.expect(gap is not None and gap <= 20, f"the large widget's list fills it to the bottom: {gap} px left")
    shot(driver, artifacts, "03-preview")

    # The time slider steps through the entries; a tap shows the deep link.
    slider = by_id(driver, "entry")
    slider.send_keys(Keys.ARROW_RIGHT)
    second = entries[1]["deal"]["destinationCity"]
    wait(driver, lambda d: second in by_id(d, "widget-small").text, f"the second entry ({second})")
    checks.expect("2 of" in by_id(driver, "entry-label").text, "the slider's label names the entry")
    by_id(driver, "widget-small").click()
    link = by_id(driver, "link").text
    checks.expect(link == entries[1]["link"], f"the tap shows the entry's deep link: {link}")
    shot(driver, artifacts, "04-second-entry")

    # Save, reload, find it listed, edit it.
    name = by_id(driver, "config-name")
    name.send_keys("trip")
    by_id(driver, "save").click()
    wait(driver, lambda d: "Saved" in by_id(d, "status").text, "Saved")
    load(driver, server, f"now={NOW}&locale=en")
    wait(driver, lambda d: d.find_elements("css selector", "#stored li[data-name=trip]"), "trip in the list")
    row = driver.find_element("css selector", "#stored li[data-name=trip]")
    checks.expect("valid" in row.text and "Deals from London Heathrow Airport for 3 travellers next month" in row.text,
                  f"the list shows trip in words, with its summary: {row.text}")
    row.find_element("css selector", "button[aria-label='Edit trip']").click()
    wait(driver, lambda d: by_id(d, "param-location").get_attribute("value") == "LHR", "trip's location in the form")
    checks.expect(Select(by_id(driver, "param-travellers")).first_selected_option.get_attribute("value") == "three",
                  "trip's travellers in the form")
    Select(by_id(driver, "param-dates")).select_by_value("nextWeekend")
    by_id(driver, "save").click()
    wait(driver, lambda d: "Saved" in by_id(d, "status").text, "the edit saved")
    _, _, stored = server.request("GET", "/v1/configurations/trip")
    checks.expect(json.loads(stored)["values"]["dates"] == "nextWeekend", "the edit is stored")
    wait(driver, lambda d: "Barcelona" in by_id(d, "widget-small").text, "the preview of the edited trip")
    shot(driver, artifacts, "05-saved-and-listed")

    # Another client changes trip: this tab's save is refused, not silently lost.
    server.request("PUT", "/v1/configurations/trip",
                   {"schema": "deals-widget", "version": 1, "values": {"location": "LGW"}})
    Select(by_id(driver, "param-travellers")).select_by_value("one")
    by_id(driver, "save").click()
    wait(driver, lambda d: "changed elsewhere" in by_id(d, "status").text, "the If-Match conflict")
    _, _, stored = server.request("GET", "/v1/configurations/trip")
    checks.expect(json.loads(stored)["values"]["location"] == "LGW", "the other client's change is kept")
    wait(driver, lambda d: "Gatwick" in d.find_element("css selector", "#stored li[data-name=trip]").text,
         "the list shows the other client's change after the conflict")
    shot(driver, artifacts, "06-conflict")

    # Text typed and not picked goes to the server as typed, and the field says what is wrong in
    # people's words; it is never shown as chosen.
    box = by_id(driver, "param-location")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys("ZZQ")
    by_id(driver, "preview-heading").click()
    wait(driver, lambda d: d.execute_script("return !document.getElementById('param-location-error').hidden"),
         "the inline error at location")
    error = by_id(driver, "param-location-error").text
    checks.expect(error == "No airport or city matches “ZZQ”; pick one from the list.",
                  f"the error in people's words at the field: {error}")
    chosen = by_id(driver, "param-location-chosen").text
    checks.expect("ZZQ" not in chosen, f"typed text is never shown as chosen: {chosen!r}")
    checks.expect(box.get_attribute("aria-invalid") == "true", "the field is marked invalid")
    by_id(driver, "save").click()
    wait(driver, lambda d: "Not saved" in by_id(d, "status").text, "the refused save")
    shot(driver, artifacts, "07-inline-error")

    # No deals from Okinawa next month: the no-deals state.
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys("OKA")
    # As a person does, Tab once the list shows it (on a busy machine the answer can come after Tab).
    wait(driver, lambda d: options(d, "param-location") and options(d, "param-location")[0][0] == "OKA", "OKA")
    box.send_keys(Keys.TAB)
    wait(driver, lambda d: by_id(d, "widget-small").get_attribute("data-state") == "no-deals", "the no-deals state")
    shot(driver, artifacts, "08-no-deals")

    # Delete it from the list; Undo brings it back; delete it again.
    driver.find_element("css selector", "#stored li[data-name=trip] button[aria-label='Delete trip']").click()
    wait(driver, lambda d: not d.find_elements("css selector", "#stored li[data-name=trip]"), "trip gone")
    status, _, _ = server.request("GET", "/v1/configurations/trip")
    checks.expect(status == 404, f"trip is deleted from the store: {status}")
    shot(driver, artifacts, "08b-deleted-undo")
    by_id(driver, "undo").click()
    wait(driver, lambda d: d.find_elements("css selector", "#stored li[data-name=trip]"), "trip back after Undo")
    status, _, body = server.request("GET", "/v1/configurations/trip")
    checks.expect(status == 200 and json.loads(body)["values"]["location"] == "LGW", f"Undo restores trip: {status}")
    driver.find_element("css selector", "#stored li[data-name=trip] button[aria-label='Delete trip']").click()
    wait(driver, lambda d: not d.find_elements("css selector", "#stored li[data-name=trip]"), "trip gone again")
    status, _, _ = server.request("GET", "/v1/configurations/trip")
    checks.expect(status == 404, f"trip is deleted again: {status}")

    search_box_checks(checks, driver, server, artifacts)

    readme_screenshot(checks, driver, server, artifacts)

    # The browser's language, French, where no ?locale= is given.
    load(driver, server, f"now={NOW}")
    checks.expect(driver.find_element("css selector", "label[for=param-location]").text == "Départ",
                  "titles follow the browser's Accept-Language (fr-FR)")
    checks.expect("3 voyageurs" in by_id(driver, "param-travellers").text, "case titles too")

    # German titles from ?locale=de, and a matched alias.
    load(driver, server, f"now={NOW}&locale=de")
    checks.expect(driver.find_element("css selector", "label[for=param-location]").text == "Abflugort",
                  "titles follow ?locale=de")
    box = by_id(driver, "param-location")
    type_slowly(box, "londra", 0.05)
    wait(driver, lambda d: options(d, "param-location") and "Londra → London" in options(d, "param-location")[0][2],
         "the matched alias Londra → London")
    shot(driver, artifacts, "09-alias-de")


def search_box_checks(checks, driver, server, artifacts):
    """The search box keeps a saved value unless a place is picked: an empty box keeps it, Enter or
    Tab on an open list with nothing highlighted takes the top suggestion, and New clears the
    old deep link."""
    from selenium.webdriver.common.keys import Keys

    print("configurator: the search box and a saved value", flush=True)
    server.request("PUT", "/v1/configurations/munich",
                   {"schema": "deals-widget", "version": 1, "values": {"location": "MUC"}})
    load(driver, server, f"now={NOW}&locale=en")
    wait(driver, lambda d: d.find_elements("css selector", "#stored li[data-name=munich]"), "munich listed")
    driver.find_element("css selector", "#stored li[data-name=munich] button[aria-label='Edit munich']").click()
    # The form is drawn again for the configuration opened: read the box once it is.
    wait(driver, lambda d: by_id(d, "param-location").get_attribute("value") == "MUC", "munich's location in the form")
    box = by_id(driver, "param-location")
    # Type a letter over it, erase it, press Enter: nothing was picked, so MUC stays.
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys("a")
    wait(driver, lambda d: box.get_attribute("aria-expanded") == "true", "suggestions for a")
    checks.expect(box.get_attribute("aria-activedescendant") is None, "typing highlights nothing")
    box.send_keys(Keys.BACKSPACE)
    # An empty box offers the sections again: Recent first, with the places this browser picked.
    wait(driver, lambda d: section_titles(d, "param-location")[:1] == ["Recent"], "Recent in an empty box")
    recent = [code for code, _, _, _ in options(driver, "param-location")]
    checks.expect("LHR" in recent[:3], f"the place picked before is among the recent ones: {recent[:4]}")
    checks.expect(box.get_attribute("aria-activedescendant") is None, "the sections highlight nothing")
    shot(driver, artifacts, "08c-recent")
    # Enter closes the open list, keeping MUC; Enter again saves.
    box.send_keys(Keys.ENTER)
    wait(driver, lambda d: box.get_attribute("aria-expanded") == "false", "Enter closes the sections")
    box.send_keys(Keys.ENTER)
    wait(driver, lambda d: box.get_attribute("value") == "MUC", "the empty box shows MUC again")
    wait(driver, lambda d: "Saved" in by_id(d, "status").text or "Not saved" in by_id(d, "status").text, "Enter saved")
    _, _, stored = server.request("GET", "/v1/configurations/munich")
    checks.expect(json.loads(stored)["values"]["location"] == "MUC", f"an empty box keeps MUC: {stored[:120]!r}")
    # Enter on an open list with nothing highlighted takes the top suggestion; so does Tab.
    box.send_keys(Keys.CONTROL, "a")
    type_slowly(box, "barc", 0.05)
    wait(driver, lambda d: options(d, "param-location") and options(d, "param-location")[0][0] == "BCN", "barc")
    box.send_keys(Keys.ENTER)
    checks.expect(box.get_attribute("value") == "BCN", f"Enter takes the top suggestion: {box.get_attribute('value')}")
    wait(driver, lambda d: "Chosen: BCN" in by_id(d, "param-location-chosen").text, "BCN chosen")
    box.send_keys(Keys.CONTROL, "a")
    type_slowly(box, "madri", 0.05)
    wait(driver, lambda d: options(d, "param-location") and options(d, "param-location")[0][0] == "MAD", "madri")
    box.send_keys(Keys.TAB)
    checks.expect(box.get_attribute("value") == "MAD", f"Tab takes the top suggestion: {box.get_attribute('value')}")
    # Text left in the box without a pick is never shown as chosen.
    box.click()
    box.send_keys(Keys.CONTROL, "a")
    type_slowly(box, "qqqqzzzz", 0.02)
    by_id(driver, "preview-heading").click()
    wait(driver, lambda d: not by_id(d, "param-location-error").get_attribute("hidden"), "the error for qqqqzzzz")
    checks.expect("qqqqzzzz" not in by_id(driver, "param-location-chosen").text, "unpicked text is not chosen")
    # New forgets the old deep link.
    by_id(driver, "widget-small").click()
    by_id(driver, "new").click()
    checks.expect(by_id(driver, "link").text == "", f"New clears the deep link: {by_id(driver, 'link').text!r}")


def stray_file_checks(checks, driver, server, store, artifacts):
    """A file in the store that is not NAME.json is listed with nothing to press: the API cannot
    name it, and Delete once deleted a configuration called "undefined" instead."""
    pathlib.Path(store, "README.txt").write_text("notes\n")
    load(driver, server, f"now={NOW}&locale=en")
    wait(driver, lambda d: d.find_elements("css selector", "#stored li[data-name='README.txt']"), "README.txt listed")
    row = driver.find_element("css selector", "#stored li[data-name='README.txt']")
    checks.expect(not row.find_elements("css selector", "button"), "a stray file has no Edit or Delete button")
    checks.expect("foreign" in row.text, f"and shows as foreign: {row.text}")
    pathlib.Path(store, "README.txt").unlink()


def production_checks(checks, driver, binary, artifacts):
    """A server with a write token: the page asks for it once and keeps it for the tab. A
    read-only server: the page configures and previews, with no saving."""
    from selenium.webdriver.common.keys import Keys

    print("configurator: a write token, and a read-only server", flush=True)
    folder = tempfile.mkdtemp(prefix="intentctl-browser-token-")
    token = "browser-test-token-0123456789"
    token_file = pathlib.Path(folder, "token")
    token_file.write_text(token + "\n")
    token_file.chmod(0o600)
    guarded = Server(binary, "--store", str(pathlib.Path(folder, "store")), "--write-token-file", str(token_file),
                     "--deals", str(ROOT / "examples/deals.json"))
    read_only = Server(binary, "--read-only", "--deals", str(ROOT / "examples/deals.json"))
    try:
        load(driver, guarded, f"now={NOW}&locale=en")
        driver.execute_script("sessionStorage.clear()")
        box = by_id(driver, "param-location")
        type_slowly(box, "lond", 0.03)
        wait(driver, lambda d: box.get_attribute("aria-expanded") == "true", "suggestions")
        box.send_keys(Keys.ENTER)
        by_id(driver, "config-name").send_keys("tok")
        by_id(driver, "save").click()
        wait(driver, lambda d: not by_id(d, "token-box").get_attribute("hidden"), "the page asks for the token")
        shot(driver, artifacts, "12-token")
        by_id(driver, "token").send_keys(token)
        by_id(driver, "token-use").click()
        wait(driver, lambda d: "Saved" in by_id(d, "status").text, "saved with the token")
        status, _, _ = guarded.request("GET", "/v1/configurations/tok")
        checks.expect(status == 200, f"the write went through with the token: {status}")
        load(driver, guarded, f"now={NOW}&locale=en")
        driver.find_element("css selector", "#stored li[data-name=tok] button[aria-label='Edit tok']").click()
        wait(driver, lambda d: by_id(d, "config-name").get_attribute("value") == "tok", "tok opened")
        by_id(driver, "save").click()
        wait(driver, lambda d: "Saved" in by_id(d, "status").text, "saved again")
        checks.expect(by_id(driver, "token-box").get_attribute("hidden") is not None,
                      "the token is asked once a tab, not at each write")

        load(driver, read_only, f"now={NOW}&locale=en")
        wait(driver, lambda d: "read-only" in by_id(d, "status").text, "the page says the server is read-only")
        checks.expect(not by_id(driver, "save").is_displayed() and not by_id(driver, "stored-card").is_displayed(),
                      "a read-only server's page has no Save and no stored list")
        box = by_id(driver, "param-location")
        type_slowly(box, "lond", 0.03)
        wait(driver, lambda d: box.get_attribute("aria-expanded") == "true", "suggestions on a read-only server")
        box.send_keys(Keys.ENTER)
        wait(driver, lambda d: by_id(d, "widget-small").get_attribute("data-state") == "deal", "a read-only preview")
        shot(driver, artifacts, "13-read-only")
    finally:
        guarded.stop()
        read_only.stop()
        shutil.rmtree(folder, ignore_errors=True)


def several_values_checks(checks, driver, server, artifacts):
    """A departure of several values: each pick becomes a chip with a button that removes it,
    a third pick past the small widget's one is shown on the medium and large ones only, and the layout
    holds at 320, 390 and 1280 px."""
    from selenium.webdriver.common.keys import Keys

    print("configurator: several values as chips, capped per widget size", flush=True)
    chips = lambda d: d.execute_script(  # noqa: E731
        "return Array.from(document.querySelectorAll('#param-origins-chips .chip')).map((c) => c.dataset.code)")
    shown = lambda d, size: by_id(d, "widget-" + size).get_attribute("data-origins")  # noqa: E731
    for width in [320, 390, 1280]:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": 844 if width < 1000 else 1100, "deviceScaleFactor": 1, "mobile": width < 1000})
        load(driver, server, f"now={NOW}&locale=en")
        box = by_id(driver, "param-origins")
        for text, code in [("lhr", "LHR"), ("munich", "MUC"), ("cdg", "CDG")]:
            box.click()
            type_slowly(box, text, 0.03)
            wait(driver, lambda d: any(o[0] == code for o in options(d, "param-origins")),
                 f"{code} offered at {width} px")
            # Down to the place, then Enter adds it.
            index = [o[0] for o in options(driver, "param-origins")].index(code)
            for _ in range(index + 1):
                box.send_keys(Keys.ARROW_DOWN)
            box.send_keys(Keys.ENTER)
            wait(driver, lambda d: code in chips(d), f"{code} added as a chip at {width} px")
        checks.expect(chips(driver) == ["LHR", "MUC", "CDG"], f"three chips in order at {width} px: {chips(driver)}")
        checks.expect(box.get_attribute("value") == "", "the search box is empty after each pick")
        wait(driver, lambda d: shown(d, "large") == "LHR,MUC,CDG", f"the large widget shows all three at {width} px")
        checks.expect(shown(driver, "small") == "LHR", f"the small widget shows one: {shown(driver, 'small')}")
        checks.expect(shown(driver, "medium") == "LHR,MUC", f"the medium widget shows two: {shown(driver, 'medium')}")
        checks.expect("+2" in by_id(driver, "widget-small").text, "the small widget says two more are chosen")
        overflow = wider_than(driver, width)
        checks.expect(overflow[0] <= width and overflow[1] == width and not overflow[2],
                      f"at {width} px with chips and the preview, nothing wider than the screen: {overflow}")
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 1000})
        driver.execute_script("window.scrollTo(0, 0)")
        shot(driver, artifacts, f"12-several-{width}")
        # The chip's button removes it, and the previews follow.
        driver.find_element("css selector", "#param-origins-chips [data-code=MUC] button").click()
        wait(driver, lambda d: chips(d) == ["LHR", "CDG"], f"MUC removed at {width} px")
        wait(driver, lambda d: shown(d, "medium") == "LHR,CDG", f"the medium widget follows the removal at {width} px")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    # Saved, the stored document holds the list.
    by_id(driver, "config-name").send_keys("several")
    by_id(driver, "save").click()
    wait(driver, lambda d: "Saved" in by_id(d, "status").text or "saved" in by_id(d, "status").text.lower(),
         "the configuration of several values saved")
    status, _, body = server.request("GET", "/v1/configurations/several")
    text = body.decode() if isinstance(body, bytes) else body
    compact = text.replace(" ", "").replace("\n", "")
    checks.expect(status == 200 and '"origins":["LHR","CDG"]' in compact,
                  f"the stored origins are a list: {status} {text[:200]}")


def scoped_checks(checks, driver, server, artifacts):
    """A country, then airports in it: the country box offers countries by name, the airports'
    suggestions keep to the country chosen, and a new country asks for the airports again."""
    print("configurator: airports scoped by a country", flush=True)
    load(driver, server, f"now={NOW}&locale=en")
    country = by_id(driver, "param-country")
    country.click()
    type_slowly(country, "fr", 0.03)
    wait(driver, lambda d: d.execute_script(
        "return Array.from(document.querySelectorAll('#param-country-countries option')).map((o) => o.value)"
    )[:1] == ["FR"], "France offered for fr")
    box = by_id(driver, "param-origins")
    box.click()
    type_slowly(box, "lon", 0.03)
    wait(driver, lambda d: options(d, "param-origins"), "suggestions for lon in France")
    codes = [o[0] for o in options(driver, "param-origins")]
    checks.expect("LHR" not in codes and "LON" not in codes, f"no London airport offered within France: {codes}")
    box.clear()
    type_slowly(box, "nice", 0.03)
    wait(driver, lambda d: any(o[0] == "NCE" for o in options(d, "param-origins")), "Nice offered in France")
    from selenium.webdriver.common.keys import Keys
    index = [o[0] for o in options(driver, "param-origins")].index("NCE")
    for _ in range(index + 1):
        box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    chips = lambda d: d.execute_script(  # noqa: E731
        "return Array.from(document.querySelectorAll('#param-origins-chips .chip')).map((c) => c.dataset.code)")
    wait(driver, lambda d: chips(d) == ["NCE"], "NCE chosen")
    wait(driver, lambda d: by_id(d, "widget-small").get_attribute("data-state") in ("deal", "no-deals"),
         "the preview of deals from Nice")
    shot(driver, artifacts, "13-scoped-france")
    # A new country: the airports are asked for again.
    country.send_keys(Keys.BACKSPACE, Keys.BACKSPACE)
    type_slowly(country, "DE", 0.03)
    wait(driver, lambda d: chips(d) == [], "the French airport cleared once the country is DE")


def wider_than(driver, width):
    """The page's laid-out width, the window's, and the elements that reach past `width`. A phone
    lays a page that is too wide out wider than the screen and zooms out, so the layout is measured
    against the device's width, not the window's."""
    return driver.execute_script(
        "return [document.documentElement.scrollWidth, window.innerWidth, "
        "Array.from(document.querySelectorAll('body *')).filter((e) => e.getBoundingClientRect().right > "
        "arguments[0] + 1).map((e) => e.id || e.className || e.tagName).slice(0, 5)]", width)


def phone_checks(checks, driver, server, artifacts):
    """At 320 and 390 px (phones) and 1280 px, the page lays out within the width, with the
    suggestions open and with a preview of deals: no sideways scrolling."""
    from selenium.webdriver.common.keys import Keys

    print("configurator: phone and desktop widths", flush=True)
    for width in [320, 390, 1280]:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": 844 if width < 1000 else 1100, "deviceScaleFactor": 1, "mobile": width < 1000})
        load(driver, server, f"now={NOW}&locale=en")
        box = by_id(driver, "param-location")
        box.click()
        # Before typing: the sections, within the width.
        wait(driver, lambda d: section_titles(d, "param-location"), f"sections at {width} px")
        overflow = wider_than(driver, width)
        checks.expect(overflow[0] <= width and overflow[1] == width and not overflow[2],
                      f"at {width} px with the sections open, nothing wider than the screen: {overflow}")
        shot(driver, artifacts, f"11b-sections-{width}")
        type_slowly(box, "san fr", 0.03)
        wait(driver, lambda d: box.get_attribute("aria-expanded") == "true", f"suggestions at {width} px")
        overflow = wider_than(driver, width)
        checks.expect(overflow[0] <= width and overflow[1] == width and not overflow[2],
                      f"at {width} px with suggestions open, nothing wider than the screen: {overflow}")
        box.send_keys(Keys.ENTER)
        wait(driver, lambda d: by_id(d, "widget-small").get_attribute("data-state") in ("deal", "no-deals"),
             f"a preview at {width} px")
        box.send_keys(Keys.CONTROL, "a")
        type_slowly(box, "lond", 0.03)
        wait(driver, lambda d: box.get_attribute("aria-expanded") == "true", f"lond at {width} px")
        box.send_keys(Keys.ENTER)
        wait(driver, lambda d: by_id(d, "widget-small").get_attribute("data-state") == "deal",
             f"deals from London at {width} px")
        overflow = wider_than(driver, width)
        checks.expect(overflow[0] <= width and overflow[1] == width and not overflow[2],
                      f"at {width} px with the preview, nothing wider than the screen: {overflow}")
        # The whole page, as tall as it lays out at this width.
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 1000})
        driver.execute_script("window.scrollTo(0, 0)")
        shot(driver, artifacts, f"11-width-{width}")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def readme_screenshot(checks, driver, server, artifacts):
    """The README's picture: a stored configuration, its preview, and suggestions open."""
    from selenium.webdriver.common.keys import Keys

    load(driver, server, f"now={NOW}&locale=en")
    box = by_id(driver, "param-location")
    box.click()
    type_slowly(box, "lond", 0.05)
    wait(driver, lambda d: box.get_attribute("aria-expanded") == "true", "suggestions for lond")
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    box.send_keys(Keys.TAB)
    driver.switch_to.active_element.send_keys(Keys.TAB)
    driver.switch_to.active_element.send_keys("Next w")
    by_id(driver, "config-name").send_keys("home")
    by_id(driver, "save").click()
    wait(driver, lambda d: "Saved" in by_id(d, "status").text, "home saved")
    wait(driver, lambda d: "Dublin" in by_id(d, "widget-small").text, "the cheapest deal from London next weekend")
    checks.expect(len(driver.find_elements("css selector", "#widget-large .row")) == 3,
                  "the large widget lists the other three deals from London next weekend")
    box.click()
    box.send_keys(Keys.CONTROL, "a")
    type_slowly(box, "barc", 0.05)
    wait(driver, lambda d: options(d, "param-location") and options(d, "param-location")[0][0] == "BCN",
         "suggestions for barc")
    shot(driver, artifacts, "00-configurator")


def weather_checks(checks, driver, server, artifacts):
    from selenium.webdriver.common.keys import Keys

    print("configurator: weather widget (another schema)", flush=True)
    load(driver, server, "locale=en")
    kinds = driver.execute_script(
        "return ['place', 'units', 'days', 'alerts', 'alertCode'].map((id) => {"
        " const c = document.getElementById('param-' + id); return c ? c.tagName + ':' + (c.type || '') : null; })")
    checks.expect(kinds == ["INPUT:text", "SELECT:select-one", "INPUT:number", "INPUT:checkbox", "INPUT:text"],
                  f"controls from the schema's kinds: {kinds}")
    hidden = lambda d: d.execute_script("return document.getElementById('field-alertCode').hidden")  # noqa: E731
    checks.expect(hidden(driver), "the alert code is hidden while alerts are off")
    by_id(driver, "param-alerts").send_keys(Keys.SPACE)
    wait(driver, lambda d: not hidden(d), "the alert code shown once alerts are on")
    days = by_id(driver, "param-days")
    days.send_keys(Keys.CONTROL, "a")
    days.send_keys("12")
    code = by_id(driver, "param-alertCode")
    code.send_keys("uk-42")
    by_id(driver, "save").click()
    wait(driver, lambda d: d.execute_script("return !document.getElementById('param-days-error').hidden"),
         "the inline error at days")
    checks.expect("7" in by_id(driver, "param-days-error").text, f"days: {by_id(driver, 'param-days-error').text}")
    checks.expect("pattern" in by_id(driver, "param-alertCode-error").text,
                  f"alertCode: {by_id(driver, 'param-alertCode-error').text}")
    checks.expect("Give the configuration a name" in by_id(driver, "config-name-error").text
                  or by_id(driver, "param-place-error").text != "", "the missing name or place is reported")
    shot(driver, artifacts, "10-weather-errors")
    by_id(driver, "param-alerts").send_keys(Keys.SPACE)
    wait(driver, hidden, "the alert code hidden again")
    # The schema's recommended configurations: a button each, which fills the form with its values.
    buttons = driver.execute_script(
        "return [...document.querySelectorAll('#recommended-buttons button')].map((b) => b.textContent)")
    checks.expect(buttons == ["London, in Celsius", "New York, with alerts"], f"the recommendations offered: {buttons}")
    by_id(driver, "recommended-1").click()
    wait(driver, lambda d: not hidden(d), "the alert code shown by the recommendation with alerts")
    filled = driver.execute_script(
        "return ['units', 'days', 'alertCode'].map((id) => document.getElementById('param-' + id).value)"
        ".concat([document.getElementById('param-alerts').checked])")
    checks.expect(filled == ["imperial", "5", "US-036", True], f"the form holds the recommendation's values: {filled}")
    checks.expect("Started from “New York, with alerts”" in by_id(driver, "status").text,
                  f"the status says where the form started: {by_id(driver, 'status').text}")
    wait(driver, lambda d: "NYC" in d.execute_script("return document.getElementById('param-place').value || ''")
         or "New York" in d.execute_script("return document.getElementById('field-place').textContent"),
         "the recommended place shown")
    shot(driver, artifacts, "11-weather-recommended")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    load(driver, server, "locale=fr")
    by_id(driver, "recommended-0").click()
    wait(driver, lambda d: d.execute_script("return document.getElementById('param-units').value") == "metric",
         "the first recommendation at a phone's width")
    checks.expect(by_id(driver, "recommended-0").text == "Londres, en Celsius", "the recommendation's title in French")
    overflow = wider_than(driver, 390)
    checks.expect(overflow[0] <= 390 and not overflow[2], f"at 390 px, the recommendations fit: {overflow}")
    shot(driver, artifacts, "12-weather-recommended-phone")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def keystroke_timing(checks, driver, server, count):
    """Types queries at ten keystrokes a second (a fast typist) and reads the page's own
    keystroke-to-render times: from the input event to the frame after the suggestions render."""
    from selenium.webdriver.common.keys import Keys

    load(driver, server, "locale=en")
    driver.execute_script("window.intentctl.timings = []; window.intentctl.suggestRequests = 0;")
    box = by_id(driver, "param-location")
    words = ["london", "paris", "new york", "barcelna", "tokyo", "frankfurt", "san francisco", "madrid", "köln",
             "EGLL", "munich", "los angeles", "singapore", "dubai", "rome", "lisbon", "sydney", "toronto"]
    typed = 0
    while typed < count:
        word = words[(typed // 7) % len(words)]
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys(Keys.BACKSPACE)
        time.sleep(0.1)
        for character in word:
            if typed >= count:
                break
            box.send_keys(character)
            typed += 1
            time.sleep(0.1)
        time.sleep(0.15)
    timings = driver.execute_script("return window.intentctl.timings")
    # A burst with no pause between keys: throttled to fewer requests, and the last answer wins.
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.BACKSPACE)
    time.sleep(0.2)
    before = driver.execute_script("return window.intentctl.suggestRequests")
    driver.execute_script("""
        const box = document.getElementById('param-location');
        for (const text of ['b', 'ba', 'bar', 'barc', 'barce', 'barcel', 'barcelo', 'barcelon', 'barcelona']) {
          box.value = text;
          box.dispatchEvent(new Event('input'));
        }""")
    wait(driver, lambda d: options(d, "param-location") and options(d, "param-location")[0][0] == "BCN",
         "the suggestions for the last keystroke of a burst")
    time.sleep(0.3)
    burst = driver.execute_script("return window.intentctl.suggestRequests") - before
    checks.expect(1 <= burst <= 3, f"a burst of 9 keystrokes sends at most 3 requests: {burst}")
    checks.expect(options(driver, "param-location")[0][0] == "BCN", "the burst ends on barcelona's suggestions")
    requests = driver.execute_script("return window.intentctl.suggestRequests")
    checks.expect(len(timings) >= count * 0.9, f"most keystrokes rendered: {len(timings)} of {count}")
    ordered = sorted(timings) or [0]
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    checks.expect(p95 < 50, f"keystroke to rendered suggestions p95 under 50 ms: {p95:.1f} ms")
    return {"p50": statistics.median(ordered), "p95": p95, "max": ordered[-1], "count": len(timings),
            "requests": requests}


if __name__ == "__main__":
    try:
        sys.exit(main())
    except AssertionError as error:
        print(f"browser test: FAIL {error}", file=sys.stderr)
        sys.exit(1)
