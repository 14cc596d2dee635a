card-a_dud = Een Blindganger
    .text = Speel deze kaart wanneer Boevenkaarten gespeeld mogen worden. Er gebeurt niets.
card-you_dirty_rat = You Dirty Rat
    .text = Speel op een Speakeasy. Er gebeurt niets (onbruikbaar gemaakt om het oordeel te testen).
card-packing_heat = Packing Heat
    .text = Speel op een open Speakeasy. Eén beurt lang betaalt elke andere Smokkelaar die er verkoopt je $10G per Krat. Kan niet op O'Malley's gespeeld worden.
