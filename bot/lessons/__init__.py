"""Interactive lessons (`/azul learn`, #32; work in progress): a lesson is data (`script`), one
per edition and side (`azul`, ...), replayed from a fixed deal."""
