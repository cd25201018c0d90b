"""The hand-made part of Whistlestop's Santa Fe board (tools/build_santafe_board.py): the
railroads, the departures from the geography proposal, replaced rivers, extra passes, the
hand-listed routes along real rail corridors, mountain decisions and the coast outline."""

from __future__ import annotations

RAILROADS = [
    # Colours from the rulebook (blue, white, green, red, yellow), as drawing hex values chosen
    # to stay apart with every colour blindness (tests/test_render_colours.py): a dark red and
    # a light green, a cool white and a warm yellow.
    {"id": "SF", "name": "Santa Fe", "color": "#1e4e99", "tiles": 32, "home": "chicago"},
    {
        "id": "SP",
        "name": "Southern Pacific",
        "color": "#f6fffc",
        "tiles": 30,
        "home": "new-orleans",
    },
    {"id": "GN", "name": "Great Northern", "color": "#55a363", "tiles": 25, "home": "milwaukee"},
    {"id": "UP", "name": "Union Pacific", "color": "#8c0a31", "tiles": 24, "home": "chicago"},
    {"id": "KP", "name": "Kansas Pacific", "color": "#fae100", "tiles": 17, "home": "kansas-city"},
]

# Departures from the geography proposal, decided for play:
# - Tacoma sits 12 drawing units from Seattle: two value-7 cities on one spot, no room for a
#   route between them. It is replaced by Medford, OR (the Southern Pacific's Siskiyou line),
#   which fills the 230-unit gap between Portland and Sacramento with a real junction.
# - The Kansas Pacific gets Cheyenne (the Denver Pacific, built by KP interests) and Wichita
#   (a Kansas city within reach of 17 tiles) besides Denver, so it too has 3 bonus squares.
REPLACE_CITIES = {
    "Tacoma": {"name": "Medford", "state": "OR", "lat": 42.33, "lon": -122.87, "value": 7}
}
EXTRA_BONUS = {"Cheyenne": ["KP"], "Wichita": ["KP"]}

# Rivers replaced wholesale (lat, lon). The proposal's polylines run straight from river city to
# river city, exactly along the routes between them; real meanders are added so a route along a
# valley stays on one bank, and a few vertices are nudged so river cities sit on one bank:
# Minneapolis west of the Mississippi (via St Paul), New Orleans east of it (so the Southern
# Pacific's first tile westward bridges it, as it did), Kansas City south of the Missouri, Omaha
# west of it (Council Bluffs is the east bank), Bismarck and Pierre east of it, Albuquerque and
# El Paso east of the Rio Grande. Rivers not listed are taken from the proposal unchanged.
RIVERS = {
    "Mississippi": [
        (44.95, -93.09),
        (43.8, -91.25),
        (42.5, -90.66),
        (41.52, -90.58),
        (38.63, -90.2),
        (35.15, -90.05),
        (32.35, -90.88),
        (30.45, -91.19),
        (30.0, -90.45),
        (29.85, -90.1),
        (29.15, -89.25),
    ],
    "Missouri": [
        (45.93, -111.51),
        (47.5, -111.3),
        (47.82, -110.67),
        (47.98, -103.98),
        (46.81, -100.9),
        (45.54, -100.65),
        (44.37, -100.47),
        (42.87, -97.4),
        (42.5, -96.4),
        (41.26, -95.83),
        (40.4, -95.55),
        (39.76, -94.87),
        (39.2, -94.6),
        (38.58, -92.17),
        (38.81, -90.12),
    ],
    "Platte": [(41.12, -100.77), (40.7, -99.08), (40.92, -98.34), (41.03, -95.85)],
    "Arkansas": [
        (39.25, -106.29),
        (38.44, -105.24),
        (38.25, -104.61),
        (37.98, -103.54),
        (38.09, -102.62),
        (37.97, -100.87),
        (37.75, -100.02),
        (38.36, -98.76),
        (38.06, -97.93),
        (37.69, -97.34),
        (36.15, -95.99),
        (35.39, -94.4),
        (34.75, -92.29),
        (33.78, -91.07),
    ],
    "Rio Grande": [
        (37.8, -107.5),
        (37.47, -105.87),
        (36.0, -106.08),
        (35.3, -106.55),
        (35.08, -106.78),
        (34.06, -106.89),
        (33.13, -107.25),
        (32.3, -106.78),
        (31.78, -106.6),
        (29.2, -103.3),
        (27.5, -99.5),
        (25.9, -97.5),
    ],
}

# Historic passes beyond the proposal's list (lat, lon).
EXTRA_PASSES = {"San Gorgonio Pass (SP)": (33.93, -116.7)}

# Hand-listed routes, each a real corridor (railroad that built it in the comment). The first
# city is the eastern (or home-side) one, so space 0 is on the side track usually comes from.
# A pair listed twice is a double route: two real railroads shared the corridor.
ROUTES = [
    # Lake Michigan and the upper Midwest
    ("chicago", "milwaukee"),  # C&NW, Milwaukee Road
    ("milwaukee", "minneapolis"),  # Milwaukee Road
    ("milwaukee", "des-moines"),  # Milwaukee Road across Iowa
    ("chicago", "des-moines"),  # Rock Island
    ("chicago", "kansas-city"),  # AT&SF
    ("chicago", "kansas-city"),  # Burlington, Alton
    ("chicago", "little-rock"),  # Missouri Pacific / Iron Mountain via St Louis
    ("minneapolis", "des-moines"),  # M&StL
    ("minneapolis", "omaha"),  # Omaha Road
    ("minneapolis", "fargo"),  # Great Northern
    ("minneapolis", "pierre"),  # C&NW
    ("des-moines", "omaha"),  # Rock Island
    ("des-moines", "kansas-city"),  # Rock Island
    ("omaha", "kansas-city"),  # Burlington
    # Northern plains and the northern transcontinentals
    ("fargo", "bismarck"),  # Northern Pacific
    ("fargo", "pierre"),  # Milwaukee Road branch lines
    ("bismarck", "pierre"),  # along the Missouri
    ("bismarck", "billings"),  # Northern Pacific
    ("pierre", "billings"),  # Milwaukee Road Pacific Extension
    ("pierre", "omaha"),  # C&NW
    ("pierre", "north-platte"),
    ("billings", "helena"),  # Northern Pacific
    ("billings", "cheyenne"),  # Burlington through Wyoming
    ("helena", "spokane"),  # Northern Pacific, Mullan Pass
    ("helena", "pocatello"),  # Utah & Northern (UP), Monida Pass
    ("spokane", "seattle"),  # Great Northern, Stevens Pass
    ("spokane", "portland"),  # SP&S, Columbia water-level route
    ("spokane", "boise"),
    ("seattle", "portland"),  # NP, GN, UP joint line
    # Central plains and the Overland Route
    ("omaha", "north-platte"),  # Union Pacific
    ("north-platte", "cheyenne"),  # Union Pacific
    ("north-platte", "denver"),  # UP Julesburg cutoff
    ("kansas-city", "denver"),  # Kansas Pacific
    ("kansas-city", "denver"),  # Missouri Pacific / Rock Island
    ("kansas-city", "wichita"),  # AT&SF
    ("kansas-city", "little-rock"),  # Frisco
    ("wichita", "dodge-city"),  # AT&SF
    ("dodge-city", "pueblo"),  # AT&SF up the Arkansas
    ("dodge-city", "amarillo"),  # AT&SF
    ("denver", "cheyenne"),  # Denver Pacific
    ("denver", "pueblo"),  # D&RG
    ("denver", "pueblo"),  # AT&SF
    ("cheyenne", "salt-lake-city"),  # Union Pacific, Sherman Hill
    ("denver", "salt-lake-city"),  # D&RGW Moffat route
    ("pueblo", "salt-lake-city"),  # D&RGW Royal Gorge, Tennessee Pass
    ("pocatello", "salt-lake-city"),  # Utah & Northern
    ("pocatello", "boise"),  # Oregon Short Line
    ("boise", "portland"),  # OR&N, Blue Mountains
    # Southern plains and Texas
    ("little-rock", "new-orleans"),  # Missouri Pacific
    ("little-rock", "oklahoma-city"),  # Rock Island
    ("little-rock", "dallas"),  # Cotton Belt
    ("new-orleans", "houston"),  # Southern Pacific
    ("new-orleans", "dallas"),  # Texas & Pacific via Shreveport
    ("wichita", "oklahoma-city"),  # AT&SF
    ("oklahoma-city", "dallas"),  # AT&SF
    ("oklahoma-city", "amarillo"),  # Rock Island
    ("dallas", "houston"),  # Houston & Texas Central
    ("dallas", "san-antonio"),  # MKT
    ("dallas", "amarillo"),  # Fort Worth & Denver City
    ("dallas", "el-paso"),  # Texas & Pacific
    ("houston", "san-antonio"),  # Southern Pacific
    ("san-antonio", "el-paso"),  # Southern Pacific Sunset Route
    ("amarillo", "santa-fe"),  # Rock Island / AT&SF toward the Rio Grande
    ("amarillo", "el-paso"),  # Golden State Route
    # The Southwest
    ("pueblo", "santa-fe"),  # AT&SF over Raton Pass
    ("santa-fe", "albuquerque"),  # AT&SF
    ("albuquerque", "el-paso"),  # AT&SF down the Rio Grande
    ("albuquerque", "flagstaff"),  # AT&SF (A&P)
    ("el-paso", "tucson"),  # Southern Pacific
    ("tucson", "phoenix"),  # Southern Pacific
    ("phoenix", "flagstaff"),  # AT&SF (SF, P&P)
    ("flagstaff", "los-angeles"),  # AT&SF, Cajon Pass
    ("phoenix", "los-angeles"),  # Southern Pacific, San Gorgonio Pass
    ("tucson", "san-diego"),  # SD&AE / SP via Yuma
    ("salt-lake-city", "los-angeles"),  # LA & Salt Lake (UP) via Las Vegas
    ("salt-lake-city", "reno"),  # Central Pacific
    # The Pacific coast
    ("reno", "sacramento"),  # Central Pacific, Donner Pass
    ("reno", "medford"),  # SP Modoc line
    ("sacramento", "san-francisco"),  # Central Pacific
    ("sacramento", "san-francisco"),  # Western Pacific
    ("sacramento", "medford"),  # SP Shasta route, Siskiyou
    ("medford", "portland"),  # SP Siskiyou line
    ("sacramento", "los-angeles"),  # SP San Joaquin valley, Tehachapi
    ("san-francisco", "los-angeles"),  # SP Coast Line
    ("los-angeles", "san-diego"),  # AT&SF Surf Line
]

# Mountain decisions the geometry gets wrong.
FLAT_ROUTES = {
    "denver~cheyenne",  # runs on the plains east of Sherman Hill
    "billings~cheyenne",  # comes down from the north, not over Sherman Hill
    "san-francisco~los-angeles",  # the Coast Line, well west of Tehachapi
    "spokane~portland",  # the Columbia gorge: water-level, famously flat
}
MOUNTAIN_ROUTES = {
    "sacramento~medford",  # Mount Shasta and the Siskiyou summit, south of the Cascades line
}

# A rough outline of the land (lat, lon) for drawing: clockwise from the north-west, off the map
# to the north and east, the Gulf coast westward, round the Gulf of California and up the
# Pacific coast.
COAST = [
    (50.5, -127.5),
    (50.5, -84.0),
    (29.9, -84.0),
    (29.7, -84.5),
    (29.9, -85.4),
    (30.4, -86.5),
    (30.4, -88.0),
    (30.3, -89.4),
    (30.1, -89.7),
    (29.6, -89.6),
    (29.0, -89.2),
    (29.3, -90.2),
    (29.2, -91.0),
    (29.6, -92.3),
    (29.7, -93.8),
    (29.35, -94.75),
    (28.7, -95.9),
    (28.0, -97.0),
    (27.5, -97.3),
    (26.0, -97.2),
    (25.0, -97.5),
    (23.5, -97.8),
    (22.0, -97.8),
    (22.0, -105.6),
    (23.2, -106.4),
    (25.0, -108.0),
    (26.5, -109.3),
    (27.9, -110.9),
    (29.0, -112.2),
    (30.5, -113.1),
    (31.3, -113.6),
    (31.8, -114.8),
    (30.8, -114.7),
    (29.0, -113.5),
    (27.5, -112.5),
    (26.0, -111.3),
    (24.0, -110.3),
    (22.9, -109.9),
    (24.3, -111.7),
    (25.6, -112.2),
    (26.8, -113.5),
    (27.85, -115.08),
    (29.0, -114.6),
    (30.4, -115.9),
    (31.8, -116.6),
    (32.53, -117.12),
    (32.7, -117.25),
    (33.2, -117.4),
    (33.6, -117.9),
    (33.75, -118.4),
    (34.0, -118.5),
    (34.4, -119.7),
    (34.45, -120.47),
    (35.1, -120.63),
    (35.7, -121.3),
    (36.6, -121.9),
    (37.0, -122.2),
    (37.5, -122.5),
    (37.8, -122.52),
    (38.0, -123.0),
    (38.9, -123.7),
    (40.44, -124.4),
    (41.75, -124.2),
    (42.84, -124.56),
    (44.0, -124.12),
    (45.0, -124.0),
    (46.25, -124.05),
    (47.0, -124.2),
    (48.38, -124.72),
]
