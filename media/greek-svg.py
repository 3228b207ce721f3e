#!/usr/bin/python3
"""Greeks an SVG's small text for the hero reel (media/make-media.sh video).

    greek-svg.py in.svg out.svg MIN_SIZE

Every <text> drawn smaller than MIN_SIZE user units (the font size times the scale of the groups
around it) becomes a rounded bar of about its width, in its colour: at the reel's size such text
would be a smudge no one can read, while headlines stay real words. Reads the sizes, anchors and
colours the way the artwork sets them: attributes, the classes of its <style>, and inheritance.
"""
import re
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
# Average advance of Plus Jakarta Sans, in ems, by weight.
ADVANCE = {"400": 0.53, "500": 0.55, "600": 0.57, "700": 0.59, "800": 0.61}


def class_rules(root):
    """The properties each class of the artwork's <style> sets, e.g. {"navy": {"fill": "#..."}}."""
    rules = {}
    for style in root.iter(f"{SVG}style"):
        for names, body in re.findall(r"([^{}]+)\{([^}]*)\}", style.text or ""):
            props = dict(
                (key.strip(), value.strip())
                for key, value in (decl.split(":", 1) for decl in body.split(";") if ":" in decl)
            )
            for name in re.findall(r"\.([\w-]+)", names):
                rules.setdefault(name, {}).update(props)
    return rules


def scale_of(transform):
    """The uniform scale a transform attribute applies (translate and rotate leave sizes alone)."""
    factor = 1.0
    for kind, args in re.findall(r"(\w+)\(([^)]*)\)", transform or ""):
        if kind == "scale":
            factor *= float(re.split(r"[\s,]+", args.strip())[0])
    return factor


def own(element, rules, prop):
    """A presentation property set on the element itself: attribute, style or one of its classes."""
    if element.get(prop):
        return element.get(prop)
    style = dict(
        (key.strip(), value.strip())
        for key, value in (decl.split(":", 1) for decl in (element.get("style") or "").split(";") if ":" in decl)
    )
    if prop in style:
        return style[prop]
    for name in (element.get("class") or "").split():
        if prop in rules.get(name, {}):
            return rules[name][prop]
    return None


def greek(element, rules, inherited, min_size, parent=None):
    context = dict(inherited)
    context["scale"] = inherited["scale"] * scale_of(element.get("transform"))
    for prop in ("fill", "font-size", "font-weight", "text-anchor", "letter-spacing"):
        value = own(element, rules, prop)
        if value:
            context[prop] = value
    if element.tag == f"{SVG}text" and parent is not None:
        size = float(re.sub(r"px$", "", context["font-size"]))
        if size * context["scale"] < min_size:
            words = "".join(element.itertext()).strip()
            spacing = float(re.sub(r"px$", "", context.get("letter-spacing", "0")))
            width = len(words) * (size * ADVANCE.get(context["font-weight"], 0.57) + spacing)
            x, y = float(element.get("x", 0)), float(element.get("y", 0))
            x -= {"middle": width / 2, "end": width}.get(context["text-anchor"], 0)
            height = size * 0.46
            bar = ET.Element(
                f"{SVG}rect",
                {
                    "x": f"{x:.1f}",
                    "y": f"{y - size * 0.58:.1f}",
                    "width": f"{max(width, height):.1f}",
                    "height": f"{height:.1f}",
                    "rx": f"{height / 2:.1f}",
                    "fill": context["fill"],
                    "fill-opacity": ".5",
                },
            )
            if element.get("transform"):
                bar.set("transform", element.get("transform"))
            index = list(parent).index(element)
            parent.remove(element)
            parent.insert(index, bar)
        return
    for child in list(element):
        greek(child, rules, context, min_size, element)


def main():
    source, target, min_size = sys.argv[1], sys.argv[2], float(sys.argv[3])
    ET.register_namespace("", SVG[1:-1])
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    tree = ET.parse(source)
    root = tree.getroot()
    inherited = {
        "scale": 1.0,
        "fill": "#000",
        "font-size": "16",
        "font-weight": "400",
        "text-anchor": "start",
    }
    greek(root, class_rules(root), inherited, min_size)
    tree.write(target, encoding="unicode")


if __name__ == "__main__":
    main()
