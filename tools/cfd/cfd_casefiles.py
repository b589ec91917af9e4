"""OpenFOAM dictionaries: header, fields, thermophysics, schemes, control."""

import os

from cfd_common import CP_AIR, KELVIN, RHO_REF, fmt


HEADER = """FoamFile
{
    version     2.0;
    format      ascii;
    class       %s;
    object      %s;
}
"""


def write(path, cls, obj, body):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(HEADER % (cls, obj))
        f.write(body)


def field_files(m, roles, rear_t):
    """0/ fields.  roles: patch -> (role, info, mdot)."""
    sup = m.supply_c + KELVIN
    U, T, k, eps, nut, alphat, p, prgh = [], [], [], [], [], [], [], []
    for name, (role, info, mdot) in roles.items():
        ent = lambda s: "    %s\n    {\n%s    }\n" % (name, s)
        p.append(ent("        type calculated;\n        value $internalField;\n"))
        prgh.append(ent("        type fixedFluxPressure;\n        value $internalField;\n"))
        if role == "wall":
            U.append(ent("        type noSlip;\n"))
            T.append(ent("        type zeroGradient;\n"))
            k.append(ent("        type kqRWallFunction;\n        value $internalField;\n"))
            eps.append(ent("        type epsilonWallFunction;\n        value $internalField;\n"))
            nut.append(ent("        type nutkWallFunction;\n        value uniform 0;\n"))
            alphat.append(ent("        type compressible::alphatWallFunction;\n        Prt 0.85;\n"
                              "        value uniform 0;\n"))
            continue
        inflow = role in ("tiles", "rack_rear", "unit_supply")
        nut.append(ent("        type calculated;\n        value uniform 0;\n"))
        alphat.append(ent("        type calculated;\n        value uniform 0;\n"))
        if inflow:
            U.append(ent("        type flowRateInletVelocity;\n        massFlowRate constant %s;\n"
                         "        rhoInlet %s;\n        extrapolateProfile false;\n        value uniform (0 0 0);\n"
                         % (fmt(mdot), fmt(RHO_REF))))
            tv = rear_t[info["rack"]] + KELVIN if role == "rack_rear" else sup
            T.append(ent("        type fixedValue;\n        value uniform %s;\n" % fmt(tv)))
            k.append(ent("        type turbulentIntensityKineticEnergyInlet;\n        intensity 0.05;\n"
                         "        value $internalField;\n"))
            eps.append(ent("        type turbulentMixingLengthDissipationRateInlet;\n        mixingLength 0.04;\n"
                           "        value $internalField;\n"))
        else:
            U.append(ent("        type flowRateOutletVelocity;\n        massFlowRate constant %s;\n"
                         "        rhoOutlet %s;\n        value uniform (0 0 0);\n" % (fmt(mdot), fmt(RHO_REF))))
            T.append(ent("        type inletOutlet;\n        inletValue uniform %s;\n        value $internalField;\n"
                         % fmt(sup)))
            k.append(ent("        type zeroGradient;\n"))
            eps.append(ent("        type zeroGradient;\n"))
    def body(dim, internal, ents):
        return "dimensions %s;\ninternalField %s;\nboundaryField\n{\n%s}\n" % (dim, internal, "".join(ents))
    return {
        "U": ("volVectorField", body("[0 1 -1 0 0 0 0]", "uniform (0 0 0)", U)),
        "T": ("volScalarField", body("[0 0 0 1 0 0 0]", "uniform %s" % fmt(sup), T)),
        "k": ("volScalarField", body("[0 2 -2 0 0 0 0]", "uniform 0.01", k)),
        "epsilon": ("volScalarField", body("[0 2 -3 0 0 0 0]", "uniform 0.001", eps)),
        "nut": ("volScalarField", body("[0 2 -1 0 0 0 0]", "uniform 0", nut)),
        "alphat": ("volScalarField", body("[1 -1 -1 0 0 0 0]", "uniform 0", alphat)),
        "p": ("volScalarField", body("[1 -1 -2 0 0 0 0]", "uniform 101325", p)),
        "p_rgh": ("volScalarField", body("[1 -1 -2 0 0 0 0]", "uniform 101325", prgh)),
    }


THERMO = """thermoType
{
    type            heRhoThermo;
    mixture         pureMixture;
    transport       const;
    thermo          hConst;
    equationOfState perfectGas;
    specie          specie;
    energy          sensibleEnthalpy;
}
mixture
{
    specie         { molWeight 28.96; }
    thermodynamics { Cp %s; Hf 0; }
    transport      { mu 1.8e-05; Pr 0.71; }
}
""" % fmt(CP_AIR)

TURBULENCE = """simulationType RAS;
RAS
{
    RASModel        %s;
    turbulence      on;
    printCoeffs     off;
}
"""

FV_SCHEMES = """ddtSchemes      { default steadyState; }
gradSchemes     { default Gauss linear; }
divSchemes
{
    default         none;
    div(phi,U)      bounded Gauss linearUpwind grad(U);
    div(phi,h)      bounded Gauss limitedLinear 1;
    div(phi,K)      bounded Gauss linear;
    div(phi,k)      bounded Gauss upwind;
    div(phi,epsilon) bounded Gauss upwind;
    div(phi,omega)  bounded Gauss upwind;
    div(((rho*nuEff)*dev2(T(grad(U))))) Gauss linear;
}
laplacianSchemes { default Gauss linear corrected; }
interpolationSchemes { default linear; }
snGradSchemes   { default corrected; }
wallDist        { method meshWave; }
"""

FV_SOLUTION = """solvers
{
    p_rgh
    {
        solver          GAMG;
        smoother        GaussSeidel;
        tolerance       1e-7;
        relTol          0.01;
    }
    "(U|h|k|epsilon|omega)"
    {
        solver          PBiCGStab;
        preconditioner  DILU;
        tolerance       1e-8;
        relTol          0.1;
    }
}
SIMPLE
{
    momentumPredictor yes;
    nNonOrthogonalCorrectors 0;
    pRefCell        0;
    pRefValue       101325;
}
relaxationFactors
{
    fields      { rho 1.0; p_rgh %s; }
    equations   { U %s; h %s; "(k|epsilon|omega)" 0.7; }
}
"""


def control_dict(end_time, write_interval):
    return """application     buoyantSimpleFoam;
startFrom       latestTime;
startTime       0;
stopAt          endTime;
endTime         %d;
deltaT          1;
writeControl    timeStep;
writeInterval   %d;
purgeWrite      2;
writeFormat     ascii;
writePrecision  8;
writeCompression off;
timeFormat      general;
timePrecision   8;
runTimeModifiable false;
functions
{
    #include "functions"
}
""" % (end_time, write_interval)


def functions_dict(roles, interval):
    items = []
    for name, (role, info, mdot) in roles.items():
        if role == "wall":
            continue
        items.append("""fw_%s
{
    type            surfaceFieldValue;
    libs            ("libfieldFunctionObjects.so");
    regionType      patch;
    name            %s;
    operation       weightedAverage;
    weightField     phi;
    fields          (T);
    writeFields     false;
    log             false;
    writeControl    timeStep;
    writeInterval   %d;
}
""" % (name, name, interval))
        if role == "rack_front":
            items.append("""aa_%s
{
    type            surfaceFieldValue;
    libs            ("libfieldFunctionObjects.so");
    regionType      patch;
    name            %s;
    operation       areaAverage;
    fields          (T);
    writeFields     false;
    log             false;
    writeControl    timeStep;
    writeInterval   %d;
}
""" % (name, name, interval))
    return "\n".join(items)
